import { useBackgroundSync } from '../../app/background-sync-store.ts';

const CHOICES = [
  { minutes: 0, label: 'Off' },
  { minutes: 5, label: 'Every 5 minutes' },
  { minutes: 15, label: 'Every 15 minutes' },
  { minutes: 30, label: 'Every 30 minutes' },
  { minutes: 60, label: 'Every hour' },
] as const;

/** How often shipments and synced feed categories are brought up to date while Stockroom is open. */
export function BackgroundSyncField() {
  const state = useBackgroundSync((s) => s.state);
  const error = useBackgroundSync((s) => s.error);
  const { setMinutes } = useBackgroundSync.getState();
  return (
    <section className="background-sync" aria-labelledby="background-sync-title">
      <h2 id="background-sync-title">Background sync</h2>
      <label>
        Sync shipments and synced feed categories
        <select
          value={state?.minutes ?? 15}
          disabled={state === null}
          onChange={(e) => void setMinutes(Number(e.target.value) as (typeof CHOICES)[number]['minutes'])}
        >
          {CHOICES.map((c) => (
            <option key={c.minutes} value={c.minutes}>
              {c.label}
            </option>
          ))}
        </select>
      </label>
      <p className="muted">
        While Stockroom is open; the desktop app waits while the computer runs on battery.
      </p>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
