import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ReturnActionKind } from '../../../shared/returns/return-action-types.ts';
import { ActionJournal } from '../../fulfilment/action-journal.ts';
import { startSim, type Sim } from '../../marketplace/testing/sim.test-support.ts';
import { integrityCheck, runAndKill } from '../../testing/kills.test-support.ts';
import { RETURN_JOURNAL } from './return-action-states.ts';
import {
  openReturnActionsDb,
  returnsReceived,
  selfShipReturns,
  tempDir,
} from './testing/return-actions.test-support.ts';

/**
 * Self-ship return actions SIGKILLed at the three moments that matter: just after the action is journaled, just
 * after a call was answered (its answer not recorded), and just before the read-back that checks unclear answers.
 * The next run reads the returns back and sends only what the marketplace has not done: in the end the simulator
 * received each return's action exactly once.
 */
const CHILD = fileURLToPath(new URL('./testing/return-action-child.ts', import.meta.url));
const COUNT = 12;
let sim: Sim;
beforeAll(async () => {
  sim = await startSim({ shipments: 200 });
});
afterAll(() => sim.close());
beforeEach(() => sim.admin('POST', '/reset'));

async function killThenResume(
  kind: ReturnActionKind,
  killAt: 'journaled' | 'sent' | 'read-back',
  request = {},
) {
  const tmp = tempDir();
  try {
    const ids = await selfShipReturns(sim, COUNT);
    if (kind !== 'approve' && kind !== 'reject' && kind !== 'cancel')
      await sim.admin('POST', '/returns/status', { returnIds: ids, status: 'approved' });
    // Half the answers say nothing of their return: the job must read those back.
    if (killAt === 'read-back')
      await sim.admin('PUT', '/returns/answer-words', {
        words: ids.filter((_, n) => n % 2 === 0).map((returnId) => ({ returnId, processingStatus: null })),
      });
    await sim.admin('POST', '/clock/advance', { ms: 1000 });
    const { appId, appSecret } = sim.info.credentials.self_access;
    const config = join(tmp.dir, 'action.json');
    const write = (stopAt?: string) =>
      writeFileSync(
        config,
        JSON.stringify({
          dataDir: tmp.dir,
          baseUrl: sim.info.base_url,
          authUrl: sim.info.auth_url,
          adminUrl: sim.info.admin_url,
          appId,
          appSecret,
          kind,
          items: ids.map((returnId) => ({ shipmentId: returnId, request: { returnId, ...request } })),
          ...(stopAt === undefined ? {} : { killAt: stopAt }),
        }),
      );
    const env = { STOCKROOM_TEST_RETURN_ACTION: config };
    write(killAt);
    const killed = await runAndKill(CHILD, [], env, 0);
    expect(killed.out).toContain(`at ${killAt}`);
    expect(killed.killed).toBe(true);
    expect(integrityCheck(tmp.dir)).toBe('ok');
    const db = openReturnActionsDb(tmp.dir);
    const journal = new ActionJournal(db, () => new Date(), RETURN_JOURNAL);
    const id = journal.interrupted('demo')[0] ?? '';
    const sentUnanswered = journal.pending(id).filter((p) => p.sent).length;
    db.close();
    if (killAt !== 'journaled') expect(sentUnanswered).toBeGreaterThan(0);
    await sim.admin('PUT', '/returns/answer-words', { words: [] });

    write();
    const resumed = await runAndKill(CHILD, [], env, 60_000);
    expect(resumed.killed).toBe(false);
    expect(resumed.out).toContain('finished');
    const after = openReturnActionsDb(tmp.dir);
    const items = new ActionJournal(after, () => new Date(), RETURN_JOURNAL).items(id);
    after.close();
    expect(items.map((i) => i.outcome)).toEqual(ids.map(() => 'done'));
    const counts = (await returnsReceived(sim))[kind];
    expect(ids.map((r) => counts[r])).toEqual(ids.map(() => 1));
  } finally {
    await sim.admin('PUT', '/returns/answer-words', { words: [] });
    tmp.remove();
  }
}

describe('self-ship return actions killed and resumed', () => {
  it('approve killed just after it was journaled: sent once each when resumed', { timeout: 60_000 }, () =>
    killThenResume('approve', 'journaled'),
  );

  it(
    'reject killed after a call was answered, before its answer was recorded: read back, not sent again',
    {
      timeout: 60_000,
    },
    () =>
      killThenResume('reject', 'sent', {
        comments: 'The return window has passed',
        serviceDate: '2026-11-29T10:00:00.000+05:30',
      }),
  );

  it(
    'pickup killed before the read-back of answers it did not understand: each return received once',
    {
      timeout: 60_000,
    },
    () => killThenResume('pickup', 'read-back', { pickupDate: '2026-12-01T10:00:00.000+05:30' }),
  );
});
