import { useShallow } from 'zustand/react/shallow';
import { VARIANT_WORDS } from '../../../../shared/feeds/feed-words.ts';
import type { FeedSettings } from '../../../../shared/feeds/types.ts';
import { t } from '../../i18n/index.ts';
import { useFeeds } from './feeds-store.ts';

/** Feed format (JSON by default), edition (variant) and the in-stock option, saved for the profile. */
export function FeedSettingsForm() {
  const { settings, saveSettings } = useFeeds(
    useShallow((s) => ({ settings: s.settings, saveSettings: s.saveSettings })),
  );
  const save = (change: Partial<FeedSettings>) => void saveSettings({ ...settings, ...change });
  return (
    <fieldset className="feed-settings">
      <legend>{t('feeds.settings.legend')}</legend>
      <label>
        <span>{t('feeds.settings.format')} </span>
        <select
          value={settings.format}
          onChange={(e) => save({ format: e.target.value === 'xml' ? 'xml' : 'json' })}
        >
          <option value="json">{t('feeds.settings.json')}</option>
          <option value="xml">{t('feeds.settings.xml')}</option>
        </select>
      </label>
      <label>
        <span>{t('feeds.settings.edition')} </span>
        <select
          value={settings.variant}
          onChange={(e) => save({ variant: e.target.value === 'v0.1.0' ? 'v0.1.0' : 'v1.1.0' })}
        >
          <option value="v1.1.0">{t(VARIANT_WORDS['v1.1.0'])}</option>
          <option value="v0.1.0">{t(VARIANT_WORDS['v0.1.0'])}</option>
        </select>
      </label>
      <label>
        <input
          type="checkbox"
          checked={settings.inStockOnly}
          onChange={(e) => save({ inStockOnly: e.target.checked })}
        />
        <span> {t('feeds.settings.inStockOnly')}</span>
      </label>
    </fieldset>
  );
}
