import { dateTimeLabel } from '../../../../shared/dates.ts';
import type { ReturnTab } from '../../../../shared/returns/return-tabs.ts';

/** What each tab holds, said when it is empty: what will appear there, and when it leaves. */
const EMPTY_TAB: Record<ReturnTab, string> = {
  arriving:
    'Nothing on its way back. Returns coming back to you (orders the courier could not deliver, and returns buyers sent) appear here with their courier, tracking ID and expected date.',
  'to-receive':
    'Nothing to receive. Returns that have reached you appear here until you receive them in Stockroom.',
  'to-decide':
    'Nothing to approve or reject. Self-ship returns a buyer asked for appear here until you approve or reject them.',
  'to-pick-up':
    'Nothing to pick up. Self-ship returns you approved appear here until their pickup is complete.',
  done: 'Nothing done yet. Returns you received, and returns completed, rejected or cancelled, appear here.',
};

/** The sentence under an empty tab: what appears there, or that the search and filters hide what it holds. */
export function emptyTabSentence(tab: ReturnTab, narrowed: boolean): string {
  return narrowed ? 'No returns here under this search and these filters.' : EMPTY_TAB[tab];
}

/**
 * How old the returns on screen are: always said, since the screen reads the offline copy ("Returns as of 29 Nov,
 * 2:45 pm, the last sync."); offline, that it is the offline copy, and why the last sync stopped when it did.
 */
export function cacheSentence(
  cache: { lastSyncAt: string | null; lastError: string | null },
  offline: boolean,
): string {
  const asOf =
    cache.lastSyncAt === null
      ? 'No returns stored yet: they appear here after the first sync.'
      : `Returns as of ${dateTimeLabel(Date.parse(cache.lastSyncAt))}, the last sync.`;
  if (offline) return `Offline: showing the stored copy. ${asOf}`;
  return cache.lastError === null ? asOf : `${asOf} The last sync stopped: ${cache.lastError}`;
}
