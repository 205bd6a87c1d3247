import { useBackgroundSync } from '../../app/background-sync-store.ts';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../../shared/i18n/catalogue.ts';
import { t } from '../../i18n/index.ts';

const CHOICES = [
  { minutes: 0, label: 'settings.sync.off' },
  { minutes: 5, label: 'settings.sync.every5' },
  { minutes: 15, label: 'settings.sync.every15' },
  { minutes: 30, label: 'settings.sync.every30' },
  { minutes: 60, label: 'settings.sync.everyHour' },
] as const satisfies readonly { minutes: number; label: MessageId }[];

/** How often shipments and synced feed categories are brought up to date while Stockroom is open. */
export function BackgroundSyncField() {
  const state = useBackgroundSync((s) => s.state);
  const error = useBackgroundSync((s) => s.error);
  const { setMinutes } = useBackgroundSync.getState();
  return (
    <section className="background-sync" aria-labelledby="background-sync-title">
      <h2 id="background-sync-title">
        <FormattedMessage id="settings.sync.heading" />
      </h2>
      <label>
        <FormattedMessage id="settings.sync.label" />
        <select
          value={state?.minutes ?? 15}
          disabled={state === null}
          onChange={(e) => void setMinutes(Number(e.target.value) as (typeof CHOICES)[number]['minutes'])}
        >
          {CHOICES.map((c) => (
            <option key={c.minutes} value={c.minutes}>
              {t(c.label)}
            </option>
          ))}
        </select>
      </label>
      <p className="muted">
        <FormattedMessage id="settings.sync.hint" />
      </p>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
