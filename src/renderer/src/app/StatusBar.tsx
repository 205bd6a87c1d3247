import type { MarketplaceState } from '../../../shared/app/payloads.ts';
import { useBackgroundSync } from './background-sync-store.ts';
import { useStatus } from './status-store.ts';

const when = (iso: string | null) => (iso === null ? 'never' : new Date(iso).toLocaleString('en-IN'));

/** What each state of the marketplace reads as, and its tone: unknown is neutral, never a green guess. */
const MARKETPLACE: Record<MarketplaceState, { text: string; tone: 'ok' | 'warn' | 'neutral' }> = {
  online: { text: 'Marketplace answering', tone: 'ok' },
  refused: { text: 'Marketplace refused the credentials', tone: 'warn' },
  offline: { text: 'Marketplace not answering', tone: 'warn' },
  unknown: { text: 'Marketplace not checked yet', tone: 'neutral' },
};

export function StatusBar() {
  const { status, networkOnline, error } = useStatus();
  const background = useBackgroundSync((s) => s.state);
  const marketplace = networkOnline
    ? MARKETPLACE[status?.marketplace ?? 'unknown']
    : { text: 'Offline: showing saved data', tone: 'warn' as const };
  return (
    <footer className="status-bar" role="status" aria-label="Status">
      {error ? (
        <span className="error">{error}</span>
      ) : (
        <>
          <span>
            Profile: <strong>{status?.profile.name ?? '…'}</strong>
          </span>
          <span className={marketplace.tone}>{marketplace.text}</span>
          <span>Last sync: {when(status?.lastSyncAt ?? null)}</span>
          {background && (
            <span>
              {background.running
                ? 'Background sync running…'
                : background.nextRunAt
                  ? `Next sync: ${new Date(background.nextRunAt).toLocaleTimeString('en-IN', { hour: '2-digit', minute: '2-digit' })}`
                  : 'Background sync off'}
            </span>
          )}
        </>
      )}
    </footer>
  );
}
