import type { JobProgress } from '../../shared/app/payloads.ts';
import type { Envelope } from '../../shared/ipc/types.ts';
import type { EventBus } from '../backend/event-bus.ts';
import type { Dispatch } from '../ipc/dispatcher.ts';
import type { RoundResult } from './scheduler.ts';

/** A job the round started is given this long to end before the round stops waiting for it. */
const JOB_WAIT_MS = 10 * 60_000;

async function call<T>(dispatch: Dispatch, name: string, input: unknown): Promise<T> {
  const answer = (await dispatch(name, input)) as Envelope<T>;
  if (!answer.ok) throw new Error(`${name}: ${answer.error.message}`);
  return answer.value;
}

/** Resolves when the job ends (done, failed or cancelled), or after the bound. */
function ended(bus: EventBus, jobId: string): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(finish, JOB_WAIT_MS).unref();
    const off = bus.on('jobProgress', (p: JobProgress) => {
      if (p.jobId === jobId && p.state !== 'running') finish();
    });
    function finish() {
      clearTimeout(timer);
      off();
      resolve();
    }
  });
}

/**
 * One background round through the backend's own contract, as the screens would ask: an incremental shipment
 * sync (counting the orders to pack before and after), an incremental returns sync, then a delta sync of each
 * category already synced.
 */
export function backgroundRound(dispatch: Dispatch, bus: EventBus): () => Promise<RoundResult> {
  const toPack = async () =>
    (
      await call<{ counts: { toPack: number } }>(dispatch, 'getShipmentCounts', {
        filter: { view: 'toPack' },
      })
    ).counts.toPack;
  return async () => {
    const toPackBefore = await toPack();
    const { jobId } = await call<{ jobId: string }>(dispatch, 'startShipmentSync', { kind: 'incremental' });
    await ended(bus, jobId);
    const toPackAfter = await toPack();
    // Returns after orders, in the same pacing: one sync at a time. A profile without a seller account has none.
    const returns = await dispatch('startReturnSync', { kind: 'incremental' });
    if (returns.ok) await ended(bus, (returns.value as { jobId: string }).jobId);
    const { categories } = await call<{
      categories: { name: string; hasFeed: boolean; lastSyncAt: string | null }[];
    }>(dispatch, 'feedDirectory', {});
    let synced = 0;
    // One category after another: the feed service keeps its own rate, and a round never floods it.
    for (const category of categories.filter((c) => c.hasFeed && c.lastSyncAt !== null)) {
      const started = await dispatch('startFeedSync', { category: category.name, mode: 'delta' });
      if (!started.ok) continue; // already syncing, or the profile has no affiliate access: the next round tries
      await ended(bus, (started.value as { jobId: string }).jobId);
      synced += 1;
    }
    return { toPackBefore, toPackAfter, categories: synced };
  };
}
