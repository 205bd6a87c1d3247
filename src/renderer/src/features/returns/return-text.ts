import type { MessageId } from '../../../../shared/i18n/catalogue.ts';
import type { ReturnTab } from '../../../../shared/returns/return-tabs.ts';
import { t } from '../../i18n/index.ts';
import { returnDateTime } from './return-dates.ts';

/** What each tab holds, said when it is empty: what will appear there, and when it leaves. */
const EMPTY_TAB: Record<ReturnTab, MessageId> = {
  arriving: 'returns.empty.arriving',
  'to-receive': 'returns.empty.toReceive',
  'to-decide': 'returns.empty.toDecide',
  'to-pick-up': 'returns.empty.toPickUp',
  done: 'returns.empty.done',
};

/** The sentence under an empty tab: what appears there, or that the search and filters hide what it holds. */
export function emptyTabSentence(tab: ReturnTab, narrowed: boolean): string {
  return t(narrowed ? 'returns.empty.narrowed' : EMPTY_TAB[tab]);
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
      ? t('returns.cache.none')
      : t('returns.cache.asOf', { at: returnDateTime(Date.parse(cache.lastSyncAt)) });
  if (offline) return t('returns.cache.offline', { asOf });
  return cache.lastError === null ? asOf : t('returns.cache.stopped', { asOf, error: cache.lastError });
}
