import { counted } from '../../shared/plural.ts';
import type { SandboxOutcome } from './sandbox-journal.ts';

type Counts = Record<SandboxOutcome, number> & { total: number };

/** "; 1 refused: <why>; the marketplace did not answer for 1 …": what did not go as asked, after the count. */
function rest(counts: Counts, why: string | undefined, unknown: string): string {
  const parts: string[] = [];
  if (counts.refused > 0)
    parts.push(`${counts.refused} not done${why === undefined ? '' : `: ${why.replace(/\.$/, '')}`}`);
  if (counts.unknown > 0) parts.push(`the marketplace did not answer for ${counts.unknown}: ${unknown}`);
  return parts.length === 0 ? '' : `; ${parts.join('; ')}`;
}

/** The test orders job's result sentence. */
export function testOrdersSentence(counts: Counts, firstRefusal: string | undefined): string {
  const made =
    counts.done === counts.total
      ? counted(counts.done, 'test order')
      : `${counts.done} of ${counted(counts.total, 'test order')}`;
  const tail = rest(
    counts,
    firstRefusal,
    'it may have made it, and Shipments shows it after a sync (Stockroom does not send it twice)',
  );
  return `${made} made${tail}.${counts.done > 0 ? ' Shipments is syncing so they appear.' : ''}`;
}

/** A step job's result sentence: "2 order items marked shipped." */
export function stepsSentence(done: string, counts: Counts, firstRefusal: string | undefined): string {
  const moved =
    counts.done === counts.total
      ? counted(counts.done, 'order item')
      : `${counts.done} of ${counted(counts.total, 'order item')}`;
  return `${moved} ${done}${rest(counts, firstRefusal, 'Stockroom reads it back when the marketplace answers again')}.`;
}
