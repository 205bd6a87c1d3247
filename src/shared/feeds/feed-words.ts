import type { MessageId } from '../i18n/catalogue.ts';
import type { MessageValues } from '../i18n/translator.ts';
import type { FeedVariant } from './types.ts';

/** A sentence of the catalogue in the language of the side that shows it (the screen's `t`, the backend's `t`). */
export type Translate = (id: MessageId, values?: MessageValues) => string;

/**
 * The feed's versions and sub-ids in the words the Feeds screen uses; the codes (`v1.1.0`, `affExtParam1`) stay in
 * settings, links and exports.
 */
export const VARIANT_WORDS: Record<FeedVariant, MessageId> = {
  'v1.1.0': 'feeds.variant.current',
  'v0.1.0': 'feeds.variant.older',
};

/** Which editions of its feed a category offers, as the directory's line says it. */
export function editionsSentence(variants: readonly FeedVariant[], t: Translate): string {
  const current = variants.includes('v1.1.0');
  const older = variants.includes('v0.1.0');
  if (current && older) return t('feeds.editions.both');
  if (current) return t('feeds.editions.current');
  if (older) return t('feeds.editions.older');
  return '';
}

/** The labels of the two sub-ids, as the fields and their sentences name them. */
export const SUB_ID_LABELS = {
  subId1: 'feeds.subId.one',
  subId2: 'feeds.subId.two',
} as const satisfies Record<string, MessageId>;

/** At most this many characters in a sub-id: it travels in a link. */
export const MAX_SUB_ID = 100;

/** What is wrong with a sub-id, named as the person reads the field ("Sub-id 1 …"), or null when it is fine. */
export function subIdProblem(field: keyof typeof SUB_ID_LABELS, value: string, t: Translate): string | null {
  const label = t(SUB_ID_LABELS[field]);
  const text = value.trim();
  if (text.length > MAX_SUB_ID) return t('feeds.subId.tooLong', { field: label, max: MAX_SUB_ID });
  if (!/^[\w.~-]*$/.test(text)) return t('feeds.subId.badCharacters', { field: label });
  return null;
}
