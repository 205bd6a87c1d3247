import { useShallow } from 'zustand/react/shallow';
import { VARIANT_WORDS } from '../../../../shared/feeds/feed-words.ts';
import type { FeedSettings } from '../../../../shared/feeds/types.ts';
import { useFeeds } from './feeds-store.ts';

/** Feed format (JSON by default), edition (variant) and the in-stock option, saved for the profile. */
export function FeedSettingsForm() {
  const { settings, saveSettings } = useFeeds(
    useShallow((s) => ({ settings: s.settings, saveSettings: s.saveSettings })),
  );
  const save = (change: Partial<FeedSettings>) => void saveSettings({ ...settings, ...change });
  return (
    <fieldset className="feed-settings">
      <legend>Feed settings</legend>
      <label>
        Feed format{' '}
        <select
          value={settings.format}
          onChange={(e) => save({ format: e.target.value === 'xml' ? 'xml' : 'json' })}
        >
          <option value="json">JSON</option>
          <option value="xml">XML</option>
        </select>
      </label>
      <label>
        Feed edition{' '}
        <select
          value={settings.variant}
          onChange={(e) => save({ variant: e.target.value === 'v0.1.0' ? 'v0.1.0' : 'v1.1.0' })}
        >
          <option value="v1.1.0">{VARIANT_WORDS['v1.1.0']}</option>
          <option value="v0.1.0">{VARIANT_WORDS['v0.1.0']}</option>
        </select>
      </label>
      <label>
        <input
          type="checkbox"
          checked={settings.inStockOnly}
          onChange={(e) => save({ inStockOnly: e.target.checked })}
        />{' '}
        In-stock products only
      </label>
    </fieldset>
  );
}
