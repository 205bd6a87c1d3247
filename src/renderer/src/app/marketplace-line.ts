import type { AppStatus, MarketplaceState } from '../../../shared/app/payloads.ts';
import type { MessageId } from '../../../shared/i18n/catalogue.ts';
import { t } from '../i18n/index.ts';

export type Tone = 'ok' | 'warn' | 'neutral';

/**
 * What each state of the marketplace reads as (a message taking `{at}`), and its tone: unknown is neutral, never a
 * green guess. An answer is said in the past with its time: the marketplace may have gone since, and the bar never
 * claims the present.
 */
const MARKETPLACE: Record<MarketplaceState, { text: MessageId; tone: Tone }> = {
  online: { text: 'app.marketplace.online', tone: 'ok' },
  refused: { text: 'app.marketplace.refused', tone: 'warn' },
  offline: { text: 'app.marketplace.offline', tone: 'warn' },
  failed: { text: 'app.marketplace.failed', tone: 'warn' },
  unknown: { text: 'app.marketplace.unknown', tone: 'neutral' },
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
  if (!networkOnline) return { text: t('app.marketplace.networkOffline'), tone: 'warn' };
  const state = MARKETPLACE[status?.marketplace ?? 'unknown'];
  const line = t(state.text, { at: status?.marketplaceAt ? timeOf(status.marketplaceAt) : '' });
  const sentence = status?.marketplace === 'unknown' ? null : (status?.marketplaceMessage ?? null);
  return {
    text: sentence === null ? line : t('app.marketplace.withSentence', { line, sentence }),
    tone: state.tone,
  };
}
