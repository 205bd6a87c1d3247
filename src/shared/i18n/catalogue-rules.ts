import type { MessageId } from './catalogue.ts';

/** The seller's day: the ids a language must have before it is offered (the frame, Today, Shipments, Pack, Returns). */
export const SELLER_DAY = ['app.', 'ui.', 'today.', 'shipments.', 'fulfilment.', 'returns.'] as const;

/**
 * Messages Hindi writes exactly as English: names and codes a seller reads in Latin letters everywhere (on labels,
 * in the marketplace's panel). Anything else equal to its English is an untranslated copy.
 */
export const SAME_IN_HINDI: ReadonlySet<MessageId> = new Set<MessageId>([
  'app.window.title',
  'app.marketplace.withSentence',
  'ui.job.messageWithRate',
]);
