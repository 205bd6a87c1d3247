import { describe, expect, it } from 'vitest';
import type { PendingActionItem } from './action-journal.ts';
import { sendInRounds, type Rounds } from './action-rounds.ts';

/** A journal in memory, counting what the rounds ask of it: each count is a query on the job's thread. */
function journalOf(ids: readonly string[]) {
  const outcome = new Map<string, string | null>(ids.map((id) => [id, null]));
  const asked = { unanswered: 0, marked: [] as string[][][] };
  const journal: Rounds['journal'] = {
    pending: () =>
      [...outcome]
        .filter(([, o]) => o === null)
        .map(([shipmentId]) => ({ shipmentId, locationId: null, request: null, sent: false })),
    unanswered: () => {
      asked.unanswered++;
      return [...outcome.values()].filter((o) => o === null).length;
    },
    markSentAll: (_id, calls) => {
      asked.marked.push(calls.map((c) => [...c]));
      return calls.map((c) => [...c]);
    },
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

  it('journals the calls that leave together in one transaction, each before it leaves', async () => {
    const ids = ['S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'];
    const { journal, asked, answer } = journalOf(ids);
    const events: string[] = [];
    const answers: (() => void)[] = [];
    const run = sendInRounds(
      {
        journal,
        sleep: () => Promise.resolve(),
        concurrency: 5,
        readBack: (pending) => Promise.resolve([...pending] as PendingActionItem[]),
        batches: (toSend) => toSend.map((item) => [item]),
        send: (batch) => {
          const id = batch[0]?.shipmentId ?? '';
          // Sent only once the journal holds it as sent.
          events.push(`${id} sent after ${asked.marked.flat(2).includes(id) ? 'its mark' : 'NO MARK'}`);
          return new Promise<void>((resolve) =>
            answers.push(() => {
              answer(id);
              resolve();
            }),
          );
        },
        unanswered: 'not every shipment was answered',
      },
      'a1',
      ids.length,
      new AbortController().signal,
      () => undefined,
    );
    await new Promise((resolve) => setImmediate(resolve));
    // The round's first five calls: one transaction for the five.
    expect(asked.marked).toEqual([[['S1'], ['S2'], ['S3'], ['S4'], ['S5']]]);
    // The last two start as answers come, each with its own mark.
    while (answers.length > 0) {
      answers.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await run;
    expect(asked.marked.slice(1)).toEqual([[['S6']], [['S7']]]);
    expect(events).toEqual(ids.map((id) => `${id} sent after its mark`));
  });
});
