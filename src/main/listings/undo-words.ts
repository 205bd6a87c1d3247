import type { SkuResult } from '../../shared/listings/payloads.ts';
import { CHANGED_SINCE, NOT_UNDONE } from './upload-journal.ts';

/** How many SKUs not undone an undo's sentence names; the rest are counted, each with its reason on its row. */
const NAMED = 3;

const count = new Intl.NumberFormat('en-IN');

/** Why one SKU was not undone, in a few words a seller reads in a sentence. */
function whyNotUndone(result: SkuResult): string {
  const issue = result.issues[0];
  if (issue === undefined) return 'the marketplace gave no reason';
  if (issue.code === NOT_UNDONE)
    return 'its values before the upload are not known: no earlier upload or preview';
  // "Price is now ₹650, not ₹700 as the upload set it: not undone." → its first part.
  if (issue.code === CHANGED_SINCE) return issue.description.replace(/:\s*not undone\.?$/, '');
  const reasons = result.issues.map((i) => i.description.replace(/\.$/, '')).join('; ');
  return result.status === NOT_UNDONE ? reasons : `refused by the marketplace: ${reasons}`;
}

/**
 * An undo's sentence: how many were restored, and which SKUs were not and why ("2 of 3 restored, 1 not undone:
 * UC-0001 (Price is now ₹650, not ₹700 as the upload set it)."), so the seller knows which listings still differ.
 */
export function undoMessage(
  undo: { answered: number; total: number; failed: number },
  results: readonly SkuResult[],
): string {
  const head = `${count.format(undo.answered - undo.failed)} of ${count.format(undo.total)} restored, ${count.format(undo.failed)} not undone`;
  const failed = results.filter((r) => r.failed);
  if (failed.length === 0) return head;
  const named = failed.slice(0, NAMED).map((r) => `${r.sku} (${whyNotUndone(r)})`);
  const more = failed.length - named.length;
  return `${head}: ${named.join('; ')}${more > 0 ? `; and ${count.format(more)} more` : ''}.`;
}
