import type { FeedVariant } from './types.ts';

/**
 * The feed's versions and sub-ids in the words the Feeds screen uses; the codes (`v1.1.0`, `affExtParam1`) stay in
 * settings, links and exports.
 */
export const VARIANT_WORDS: Record<FeedVariant, string> = {
  'v1.1.0': 'Current',
  'v0.1.0': 'Older (to be retired)',
};

/** Which editions of its feed a category offers, as the directory's line says it. */
export function editionsSentence(variants: readonly FeedVariant[]): string {
  const current = variants.includes('v1.1.0');
  const older = variants.includes('v0.1.0');
  if (current && older) return 'current and older edition';
  if (current) return 'current edition only';
  if (older) return 'older edition only';
  return '';
}

/** The labels of the two sub-ids, as the fields and their sentences name them. */
export const SUB_ID_LABELS = { subId1: 'Sub-id 1', subId2: 'Sub-id 2' } as const;

/** At most this many characters in a sub-id: it travels in a link. */
export const MAX_SUB_ID = 100;

/** What is wrong with a sub-id, named as the person reads the field ("Sub-id 1 …"), or null when it is fine. */
export function subIdProblem(field: keyof typeof SUB_ID_LABELS, value: string): string | null {
  const label = SUB_ID_LABELS[field];
  const text = value.trim();
  if (text.length > MAX_SUB_ID) return `${label} is at most ${MAX_SUB_ID} characters.`;
  if (!/^[\w.~-]*$/.test(text)) return `${label} may hold only letters, digits and . _ ~ - (no spaces).`;
  return null;
}
