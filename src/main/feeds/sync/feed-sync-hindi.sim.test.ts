import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../shared/errors.ts';
import { setBackendLanguage } from '../../i18n/backend-language.ts';
import { startSim } from '../../marketplace/testing/sim.test-support.ts';
import type { Sim } from '../../marketplace/testing/sim.test-support.ts';
import { feedSyncFor, feedsDb, PROFILE, recordingRun } from '../testing/feeds.test-support.ts';
import { SyncQueue } from './sync-queue.ts';

let sim: Sim;
let store: ReturnType<typeof feedsDb>;

beforeAll(async () => {
  sim = await startSim({ shipments: 10, products: 600 });
});
afterAll(() => sim.close());
beforeEach(async () => {
  await sim.admin('POST', '/reset');
  store = feedsDb();
  setBackendLanguage('hi');
});
afterEach(() => {
  setBackendLanguage('en');
  store.close();
});

const opts = { category: 'mobiles', variant: 'v1.1.0', format: 'json', inStock: false } as const;

describe('a feed sync with the backend speaking Hindi', () => {
  it("says its progress, its closing sentence and the directory's note in Hindi, the category as it came", async () => {
    const { sync, repo } = feedSyncFor(sim, store.db);
    const run = recordingRun();
    const done = await sync.full(PROFILE, opts, run);
    expect(done).toMatch(/^पूरा सिंक हो गया: \d+ पेज में [\d,]+ प्रोडक्ट \(वर्ज़न \d+\)।$/);
    expect(run.progress.some((p) => /^पेज 1: 500 प्रोडक्ट$/.test(p.message))).toBe(true);
    // The sentence the directory shows for the category later is the same one.
    expect(repo.categories(PROFILE).find((c) => c.name === 'mobiles')?.syncMessage).toBe(done);
    // Nothing new since: the delta sync says so in Hindi too.
    expect(await sync.delta(PROFILE, opts, recordingRun())).toMatch(/^पहले से ताज़ा है \(वर्ज़न \d+\)।$/);
  });

  it('refuses a second sync of the same category in Hindi', () => {
    const queue = new SyncQueue();
    queue.claim('demo\nmobiles');
    let refusal: unknown;
    try {
      queue.claim('demo\nmobiles');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).message).toBe(
      'यह कैटेगरी पहले से सिंक हो रही है; उसके पूरे होने का इंतज़ार करें या उसे रद्द करें।',
    );
  });
});
