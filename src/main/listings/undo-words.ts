import type { SkuResult } from '../../shared/listings/payloads.ts';
import { CHANGED_SINCE, NOT_UNDONE } from './upload-journal.ts';
import { t } from '../i18n/backend-language.ts';
import { NOT_UNDONE_OUTCOME } from './upload-compare.ts';

/** How many SKUs not undone an undo's sentence names; the rest are counted, each with its reason on its row. */
const NAMED = 3;

/** Why one SKU was not undone, in a few words a seller reads in a sentence. */
function whyNotUndone(result: SkuResult): string {
  const issue = result.issues[0];
  if (issue === undefined) return t('listings.undo.noReason');
  if (issue.code === NOT_UNDONE) return t('listings.undo.notKnown');
  // "Price is now ₹650, not ₹700 as the upload set it: not undone." → its first part.
  if (issue.code === CHANGED_SINCE) {
    const outcome = `: ${t(NOT_UNDONE_OUTCOME)}`;
    return issue.description.endsWith(outcome)
      ? issue.description.slice(0, -outcome.length)
      : issue.description.replace(/:\s*not undone\.?$/, '');
  }
  const reasons = result.issues.map((i) => i.description.replace(/[.।]$/, '')).join('; ');
  return result.status === NOT_UNDONE ? reasons : t('listings.undo.refused', { reasons });
}

/**
 * An undo's sentence: how many were restored, and which SKUs were not and why ("2 of 3 restored, 1 not undone:
 * UC-0001 (Price is now ₹650, not ₹700 as the upload set it)."), so the seller knows which listings still differ.
 */
export function undoMessage(
  undo: { answered: number; total: number; failed: number },
  results: readonly SkuResult[],
): string {
  const head = t('listings.undo.head', {
    restored: undo.answered - undo.failed,
    total: undo.total,
    failed: undo.failed,
  });
  const failed = results.filter((r) => r.failed);
  if (failed.length === 0) return head;
  const named = failed
    .slice(0, NAMED)
    .map((r) => t('listings.undo.named', { sku: r.sku, why: whyNotUndone(r) }));
  const more = failed.length - named.length;
  return more > 0
    ? t('listings.undo.namedMore', { head, named: named.join('; '), more })
    : t('listings.undo.namedAll', { head, named: named.join('; ') });
}
