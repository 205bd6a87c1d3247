import { useShallow } from 'zustand/react/shallow';
import { dateTimeLabel, timeLabel } from '../../../shared/dates.ts';
import { useBackgroundSync } from './background-sync-store.ts';
import { marketplaceLine } from './marketplace-line.ts';
import { useStatus } from './status-store.ts';

const when = (iso: string | null) => (iso === null ? 'never' : dateTimeLabel(Date.parse(iso)));

export function StatusBar() {
  const { status, networkOnline, error } = useStatus(
    useShallow((s) => ({ status: s.status, networkOnline: s.networkOnline, error: s.error })),
  );
  const background = useBackgroundSync((s) => s.state);
  const marketplace = marketplaceLine(status, networkOnline, (iso) => timeLabel(Date.parse(iso)));
  return (
    <footer className="status-bar" role="status" aria-label="Status">
      {error ? (
        <span className="error">{error}</span>
      ) : (
        <>
          <span>
            Profile: <strong>{status?.profile.name ?? '…'}</strong>
          </span>
          <span className={`${marketplace.tone} marketplace-answer`} title={marketplace.text}>
            {marketplace.text}
          </span>
          <span>Last sync: {when(status?.lastSyncAt ?? null)}</span>
          {background && (
            <span>
              {background.running
                ? 'Background sync running…'
                : background.nextRunAt
                  ? `Next sync: ${timeLabel(Date.parse(background.nextRunAt))}`
                  : 'Background sync off'}
            </span>
          )}
        </>
      )}
    </footer>
  );
}
