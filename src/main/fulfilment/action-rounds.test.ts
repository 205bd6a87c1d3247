import { describe, expect, it } from 'vitest';
import type { PendingActionItem } from './action-journal.ts';
import { sendInRounds, type Rounds } from './action-rounds.ts';

/** A journal in memory, counting what the rounds ask of it: each count is a query on the job's thread. */
function journalOf(ids: readonly string[]) {
  const outcome = new Map<string, string | null>(ids.map((id) => [id, null]));
  const asked = { unanswered: 0 };
  const journal: Rounds['journal'] = {
    pending: () =>
      [...outcome]
        .filter(([, o]) => o === null)
        .map(([shipmentId]) => ({ shipmentId, locationId: null, request: null, sent: false })),
    unanswered: () => {
      asked.unanswered++;
      return [...outcome.values()].filter((o) => o === null).length;
    },
    markSent: (_id, shipmentIds) => [...shipmentIds],
  };
  return { journal, asked, answer: (id: string) => outcome.set(id, 'done') };
}

describe('the rounds of an action job', () => {
  it('says how many are answered after the read and after each call, counting them once each time', async () => {
    const { journal, asked, answer } = journalOf(['S1', 'S2', 'S3', 'S4', 'S5']);
    const said: [number, number][] = [];
    await sendInRounds(
      {
        journal,
        sleep: () => Promise.resolve(),
        concurrency: 1,
        readBack: (pending) => Promise.resolve([...pending] as PendingActionItem[]),
        batches: (toSend) => [toSend.slice(0, 2), toSend.slice(2, 4), toSend.slice(4)],
        send: (batch) => {
          for (const item of batch) answer(item.shipmentId);
          return Promise.resolve();
        },
        unanswered: 'not every shipment was answered',
      },
      'a1',
      5,
      new AbortController().signal,
      (done, total) => said.push([done, total]),
    );
    expect(said).toEqual([
      [0, 5],
      [2, 5],
      [4, 5],
      [5, 5],
    ]);
    // One count for each progress said, and two for the round (before its read, at its end).
    expect(asked.unanswered).toBe(said.length + 2);
  });
});
