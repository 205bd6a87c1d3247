import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningSimulator, SimulatorInfo } from '../index.ts';
import type { Body } from '../support/test-kit.ts';
import { admin, bearer, getJson, selfToken, startSmall } from '../support/test-kit.ts';

let sim: RunningSimulator;
let info: SimulatorInfo;
let token: string;

beforeAll(async () => {
  sim = await startSmall();
  info = sim.info;
  token = await selfToken(info);
});
afterAll(() => sim.close());
beforeEach(async () => {
  await admin(info, 'POST', '/reset');
  token = await selfToken(info);
});

/** As the SDK sends it: `Content-Type: application/json`, no charset. */
const post = (action: string, body: unknown) =>
  getJson(`${info.base_url}/v2/returns/${action}`, {
    method: 'POST',
    headers: bearer(token, { 'content-type': 'application/json', accept: 'application/json' }),
    body: JSON.stringify(body),
  });

async function read(returnId: string): Promise<Body> {
  // A change lands just after the instant it was made: the next read sees it.
  await admin(info, 'POST', '/clock/advance', { ms: 1000 });
  const res = await getJson(`${info.base_url}/v2/returns?source=customer_return&returnIds=${returnId}`, {
    headers: bearer(token),
  });
  expect(res.status).toBe(200);
  return res.body.returnItems[0];
}

const selfShip = async (count: number, seller: 'primary' | 'secondary' = 'primary'): Promise<string[]> =>
  ((await admin(info, 'POST', '/returns/self-ship', { count, seller })) as { returnIds: string[] }).returnIds;

const at = (iso: string) => Date.parse(iso);

describe('self-ship return actions', () => {
  it('moves a return through approve, pickup, a failed attempt and complete, each answered per return', async () => {
    const [id] = (await selfShip(1)) as [string];
    expect((await read(id)).status).toBe('requested');

    const approved = await post('approve', {
      returns: [{ returnId: id, serviceDate: '2026-11-29T10:00:00.000+05:30', comments: 'ok' }],
    });
    expect(approved.status).toBe(200);
    expect(approved.body).toEqual({ returns: [{ returnId: id, processingStatus: 'SUCCESS' }] });
    const afterApprove = await read(id);
    expect(afterApprove.status).toBe('approved');
    expect(afterApprove.approvedOn).toEqual(expect.stringMatching(/\+05:30$/));

    await post('pickup', { returns: [{ returnId: id, pickupDate: '2026-12-01T10:00:00.000+05:30' }] });
    const scheduled = await read(id);
    expect(scheduled.status).toBe('pickup_scheduled');
    expect(at(scheduled.expectedDate)).toBe(at('2026-12-01T10:00:00.000+05:30'));

    await post('pickupAttempt', {
      returns: [
        {
          returnId: id,
          pickupDate: '2026-12-01T10:00:00.000+05:30',
          newPickupDate: '2026-12-02T11:00:00.000+05:30',
          reason: 'buyer not at home',
        },
      ],
    });
    expect(at((await read(id)).expectedDate)).toBe(at('2026-12-02T11:00:00.000+05:30'));

    const completed = await post('complete', { returnIds: [id] });
    expect(completed.body.returns).toEqual([{ returnId: id, processingStatus: 'SUCCESS' }]);
    expect((await read(id)).status).toBe('completed');

    const counts = (await admin(info, 'GET', '/returns/actions-received')) as Body;
    expect([counts.approve[id], counts.pickup[id], counts.pickupAttempt[id], counts.complete[id]]).toEqual([
      1, 1, 1, 1,
    ]);
  });

  it('rejects with the reason as comments, and cancels', async () => {
    const [a, b] = (await selfShip(2)) as [string, string];
    const rejected = await post('reject', {
      returns: [{ returnId: a, serviceDate: '2026-11-29T10:00:00.000+05:30', comments: 'used by the buyer' }],
    });
    expect(rejected.body.returns[0].processingStatus).toBe('SUCCESS');
    const r = await read(a);
    expect([r.status, r.comments]).toEqual(['rejected', 'used by the buyer']);

    await post('cancel', { returnIds: [b], locationId: 'LOC1' });
    expect((await read(b)).status).toBe('cancelled');
  });

  it("refuses a wrong state, an unknown id, another seller's return and a missing field, each in the answer", async () => {
    const [mine] = (await selfShip(1)) as [string];
    const [theirs] = (await selfShip(1, 'secondary')) as [string];
    await admin(info, 'POST', '/returns/status', { returnIds: [mine], status: 'approved' });
    const res = await post('approve', {
      returns: [{ returnId: mine }, { returnId: 'R-NOPE' }, { returnId: theirs }],
    });
    expect(res.status).toBe(200);
    expect(res.body.returns.map((e: Body) => [e.returnId, e.processingStatus, e.errorCode])).toEqual([
      [mine, 'FAILURE', 'INVALID_RETURN_STATE'],
      ['R-NOPE', 'FAILURE', 'INVALID_RETURN_ID'],
      [theirs, 'FAILURE', 'INVALID_RETURN_ID'],
    ]);
    expect(res.body.returns[2].errorMessage).toContain('not a return of this seller');

    const [fresh] = (await selfShip(1)) as [string];
    const noDate = await post('reject', { returns: [{ returnId: fresh, comments: 'x' }] });
    expect(noDate.body.returns[0]).toMatchObject({
      processingStatus: 'FAILURE',
      errorCode: 'UNPROCESSABLE_ENTITY',
    });
    expect((await read(fresh)).status).toBe('requested');
  });

  it('refuses a body of the wrong shape or of more than 100 returns as a whole', async () => {
    expect((await post('complete', { returns: [] })).status).toBe(400);
    const many = Array.from({ length: 101 }, (_, n) => `R${n}`);
    const res = await post('cancel', { returnIds: many });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('UNPROCESSABLE_ENTITY');
  });

  it('takes fault rules and planted answer words like the other routes', async () => {
    const [id] = (await selfShip(1)) as [string];
    await admin(info, 'PUT', '/faults', {
      rules: [{ match: '/sellers/v2/returns/approve', fault: '500', times: 1 }],
    });
    expect((await post('approve', { returns: [{ returnId: id }] })).status).toBe(500);
    await admin(info, 'DELETE', '/faults');

    await admin(info, 'PUT', '/returns/answer-words', { words: [{ returnId: id, processingStatus: null }] });
    const res = await post('approve', { returns: [{ returnId: id }] });
    // Taken, but its entry says no word at all.
    expect(res.body.returns).toEqual([{ returnId: id }]);
    expect((await read(id)).status).toBe('approved');
  });
});
