import { t } from '../i18n/backend-language.ts';
import type { SandboxOutcome } from './sandbox-journal.ts';

type Counts = Record<SandboxOutcome, number> & { total: number };

/** "; 1 not done: <why>; the marketplace did not answer for 1: …": what did not go as asked, after the count. */
function rest(counts: Counts, why: string | undefined, unknown: string): string {
  const parts: string[] = [];
  if (counts.refused > 0)
    parts.push(
      why === undefined
        ? t('sandbox.result.notDone', { count: counts.refused })
        : t('sandbox.result.notDoneWhy', { count: counts.refused, why: why.replace(/[.।]$/, '') }),
    );
  if (counts.unknown > 0)
    parts.push(t('sandbox.result.unanswered', { count: counts.unknown, what: unknown }));
  return parts.join('');
}

/** The test orders job's result sentence. */
export function testOrdersSentence(counts: Counts, firstRefusal: string | undefined): string {
  return t('sandbox.result.made', {
    all: counts.done === counts.total ? 'yes' : 'no',
    done: counts.done,
    total: counts.total,
    rest: rest(counts, firstRefusal, t('sandbox.result.unansweredOrders')),
    syncing: counts.done > 0 ? 'yes' : 'no',
  });
}

/** A step job's result sentence: "2 order items marked shipped." */
export function stepsSentence(done: string, counts: Counts, firstRefusal: string | undefined): string {
  return t('sandbox.result.moved', {
    all: counts.done === counts.total ? 'yes' : 'no',
    done: counts.done,
    total: counts.total,
    what: done,
    rest: rest(counts, firstRefusal, t('sandbox.result.unansweredSteps')),
  });
}
