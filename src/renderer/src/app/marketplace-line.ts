import type { AppStatus, MarketplaceState } from '../../../shared/app/payloads.ts';

export type Tone = 'ok' | 'warn' | 'neutral';

/**
 * What each state of the marketplace reads as, and its tone: unknown is neutral, never a green guess. An answer is
 * said in the past with its time: the marketplace may have gone since, and the bar never claims the present.
 */
const MARKETPLACE: Record<MarketplaceState, { text: (at: string) => string; tone: Tone }> = {
  online: { text: (at) => `Marketplace answered at ${at}`, tone: 'ok' },
  refused: { text: (at) => `Marketplace refused the credentials at ${at}`, tone: 'warn' },
  offline: { text: (at) => `Marketplace not answering (tried at ${at})`, tone: 'warn' },
  failed: { text: (at) => `Connection test failed at ${at}`, tone: 'warn' },
  unknown: { text: () => 'Marketplace not checked yet', tone: 'neutral' },
};

/**
 * The status bar's line about the marketplace: its last answer with the time (`timeOf` formats it), followed by that
 * answer's own sentence when it had one (a Test connection's, a failure's): what happened and what to do.
 */
export function marketplaceLine(
  status: AppStatus | null,
  networkOnline: boolean,
  timeOf: (iso: string) => string,
): { text: string; tone: Tone } {
  if (!networkOnline) return { text: 'Offline: showing saved data', tone: 'warn' };
  const state = MARKETPLACE[status?.marketplace ?? 'unknown'];
  const line = state.text(status?.marketplaceAt ? timeOf(status.marketplaceAt) : '');
  const sentence = status?.marketplace === 'unknown' ? null : (status?.marketplaceMessage ?? null);
  return { text: sentence === null ? line : `${line} — ${sentence}`, tone: state.tone };
}
