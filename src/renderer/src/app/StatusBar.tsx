import { useShallow } from 'zustand/react/shallow';
import type { MarketplaceState } from '../../../shared/app/payloads.ts';
import { dateTimeLabel, timeLabel } from '../ui/dates.ts';
import { useBackgroundSync } from './background-sync-store.ts';
import { useStatus } from './status-store.ts';

const when = (iso: string | null) => (iso === null ? 'never' : dateTimeLabel(Date.parse(iso)));

/**
 * What each state of the marketplace reads as, and its tone: unknown is neutral, never a green guess. An answer is
 * said in the past with its time: the marketplace may have gone since, and the bar never claims the present.
 */
const MARKETPLACE: Record<
  MarketplaceState,
  { text: (at: string) => string; tone: 'ok' | 'warn' | 'neutral' }
> = {
  online: { text: (at) => `Marketplace answered at ${at}`, tone: 'ok' },
  refused: { text: (at) => `Marketplace refused the credentials at ${at}`, tone: 'warn' },
  offline: { text: (at) => `Marketplace not answering (tried at ${at})`, tone: 'warn' },
  failed: { text: (at) => `Connection test failed at ${at}`, tone: 'warn' },
  unknown: { text: () => 'Marketplace not checked yet', tone: 'neutral' },
};

export function StatusBar() {
  const { status, networkOnline, error } = useStatus(
    useShallow((s) => ({ status: s.status, networkOnline: s.networkOnline, error: s.error })),
  );
  const state = MARKETPLACE[status?.marketplace ?? 'unknown'];
  const at = status?.marketplaceAt ? timeLabel(Date.parse(status.marketplaceAt)) : '';
  const background = useBackgroundSync((s) => s.state);
  // The answer's own sentence (a Test connection's, a failure's) follows it: what happened and what to do.
  const sentence = status?.marketplaceMessage ?? null;
  const marketplace = networkOnline
    ? { text: sentence === null ? state.text(at) : `${state.text(at)} — ${sentence}`, tone: state.tone }
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
          <span className={`${marketplace.tone} marketplace-answer`} title={marketplace.text}>
            {marketplace.text}
          </span>
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
