import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobProgress } from '../../shared/app/payloads.ts';
import { fastHttp, selfAccessSeller, startSim } from '../marketplace/testing/sim.test-support.ts';
import type { Sim } from '../marketplace/testing/sim.test-support.ts';
import { exampleRows, listingsParts, openListingsDb, tempDir } from './testing/listings-db.test-support.ts';
import { AppError } from '../../shared/errors.ts';
import { UploadService } from './upload-service.ts';

type Received = Record<string, { count: number; lastStatus?: string }>;

describe('listing upload against the simulator', () => {
  let sim: Sim;
  let tmp: ReturnType<typeof tempDir>;
  beforeEach(async () => {
    tmp = tempDir();
    sim = await startSim({ shipments: 20, products: 50 });
  });
  afterEach(async () => {
    await sim.close();
    tmp.remove();
  });

  const setup = () => {
    const db = openListingsDb(tmp.dir);
    const parts = listingsParts(db);
    const { seller } = selfAccessSeller(sim, fastHttp());
    const service = new UploadService({
      ...parts,
      seller: async () => seller,
      runner: { baseDelayMs: 1, maxDelayMs: 5 },
    });
    return { db, ...parts, service };
  };
  const received = async () => ((await sim.admin('GET', '/listings/received')) as { skus: Received }).skus;
  const settled = async (
    service: UploadService,
    journal: ReturnType<typeof setup>['journal'],
    uploadId: string,
  ) => {
    await vi.waitFor(() => expect(service.isRunning(uploadId)).toBe(false), {
      timeout: 15_000,
      interval: 10,
    });
    return journal.get(uploadId);
  };

  it('sends every valid SKU once through injected 429s and 500s, holds back rows with errors, and records every result', async () => {
    const { drafts, journal, service, bus } = setup();
    const progress: JobProgress[] = [];
    bus.subscribe((name, payload) => {
      if (name === 'jobProgress') progress.push(payload as JobProgress);
      else if (name !== 'listingsResults' && name !== 'listingsUploadChanged') throw new Error(name);
    });
    const rows = exampleRows(120, 'SKU', (i): Record<string, string> =>
      i % 40 === 7 ? { mrp: '' } : i % 30 === 3 ? { selling_price: '50' } : {},
    );
    drafts.replace('demo', rows);
    await sim.admin('PUT', '/faults', {
      seed: 3,
      rules: [{ match: '/sellers/listings/v3', rates: { '429': 0.25, '500': 0.2 }, retryAfterSeconds: 0 }],
    });
    const started = service.start('demo');
    expect(started).toMatchObject({ total: 117, heldBack: 3 });
    const upload = await settled(service, journal, started.uploadId);
    expect(upload).toMatchObject({
      state: 'done',
      total: 117,
      answered: 117,
      failed: 0,
      message: '117 of 117 uploaded, 0 failed',
    });
    // One progress stream per upload: its job's, with the rate and time left in its sentence.
    expect(new Set(progress.map((p) => p.jobId))).toEqual(new Set([started.jobId]));
    expect(progress.at(-1)).toMatchObject({
      kind: 'listingsUpload',
      state: 'done',
      done: 117,
      total: 117,
      message: '117 of 117 uploaded, 0 failed',
    });
    expect(progress.at(-2)).toMatchObject({ state: 'running', done: 117 });
    expect(progress.at(-2)?.message).toMatch(/^117 of 117 SKUs answered(, [\d.]+ SKUs\/s)?/);

    const counts = await received();
    const faults = (await sim.admin('GET', '/faults')) as { rules: { applied: number }[] };
    expect(faults.rules[0]?.applied).toBeGreaterThan(5);
    const sent = rows.filter((_, i) => i % 40 !== 7).map((r) => r.cells.sku ?? '');
    // Faults answer before the listing handler: every SKU reached the marketplace exactly once.
    for (const sku of sent) expect(counts[sku]?.count, sku).toBe(1);
    expect(Object.keys(counts)).toHaveLength(117);

    const results = journal.results(started.uploadId);
    expect(results).toHaveLength(117);
    // A warning is shown with its cell but is not a failure.
    const warned = results.find((r) => r.sku === 'SKU-0004');
    expect(warned).toMatchObject({ status: 'WARNING', failed: false });
    expect(warned?.issues).toEqual([
      {
        severity: 'WARNING',
        code: '3003',
        description: 'discount above 90%: check the price',
        path: '$.price.selling_price',
        cell: { column: 'selling_price' },
      },
    ]);
  });

  // Issue 39: a SKU a spreadsheet turned into "8.90123E+15" was noted on import, and its row was sent all the same.
  it('holds back a row whose SKU a spreadsheet turned into a number; the other rows go', async () => {
    const { drafts, journal, service } = setup();
    drafts.replace(
      'demo',
      exampleRows(3, 'MG', (i): Record<string, string> => (i === 1 ? { sku: '8.90123E+15' } : {})),
    );
    const started = service.start('demo');
    expect(started).toMatchObject({ total: 2, heldBack: 1 });
    await settled(service, journal, started.uploadId);
    expect(Object.keys(await received()).sort()).toEqual(['MG-0001', 'MG-0003']);
  });
  it('pauses with the calls in flight recorded, resumes sending only the rest, and cancels', async () => {
    const { drafts, journal, service } = setup();
    drafts.replace('demo', exampleRows(200, 'P'));
    await sim.admin('PUT', '/faults', { rules: [{ match: '/sellers/listings/v3', latencyMs: 20 }] });
    const { uploadId } = service.start('demo');
    await vi.waitFor(() => expect(journal.get(uploadId)?.answered).toBeGreaterThanOrEqual(40), {
      timeout: 10_000,
      interval: 5,
    });
    service.pause(uploadId);
    const paused = await settled(service, journal, uploadId);
    expect(paused?.state).toBe('paused');
    expect(paused?.answered).toBeLessThan(200);
    expect(paused?.message).toBe(`Paused at ${paused?.answered} of 200`);
    expect(Object.keys(await received())).toHaveLength(paused?.answered ?? -1);

    service.resume(uploadId);
    expect((await settled(service, journal, uploadId))?.state).toBe('done');
    const counts = await received();
    expect(Object.keys(counts)).toHaveLength(200);
    expect(Object.values(counts).every((c) => c.count === 1)).toBe(true);

    drafts.replace('demo', exampleRows(200, 'C'));
    const second = service.start('demo');
    await vi.waitFor(() => expect(journal.get(second.uploadId)?.answered).toBeGreaterThan(0), {
      timeout: 10_000,
      interval: 5,
    });
    service.cancel(second.uploadId);
    const cancelled = await settled(service, journal, second.uploadId);
    expect(cancelled?.state).toBe('cancelled');
    expect(cancelled?.answered).toBeLessThan(200);
    // How far it got; that the SKUs sent without an answer may be at the marketplace already; how many never left.
    const { answered = 0 } = cancelled ?? {};
    const inDoubt = journal.sentUnanswered(second.uploadId);
    const unsent = 200 - answered - inDoubt;
    expect(unsent).toBeGreaterThan(0);
    expect(cancelled?.message).toBe(
      `Cancelled at ${answered} of 200: ${answered} uploaded, 0 failed.` +
        (inDoubt === 0
          ? ''
          : ` The ${inDoubt} SKUs sent without an answer may have reached the marketplace: read them in My listings before sending them again.`) +
        ` ${unsent} SKUs were not sent.`,
    );
    // Those said not sent never reached the marketplace.
    const reached = Object.keys(await received()).filter((sku) => sku.startsWith('C-'));
    expect(reached.length).toBeLessThanOrEqual(answered + inDoubt);
    expect(() => service.resume(second.uploadId)).toThrow('That upload is cancelled.');
  });

  it('takes each SKU in one upload at a time: a second Send, or a second window, is refused and sends nothing', async () => {
    const { drafts, journal, service } = setup();
    drafts.replace('demo', exampleRows(100, 'D'));
    await sim.admin('PUT', '/faults', { rules: [{ match: '/sellers/listings/v3', latencyMs: 50 }] });
    const first = service.start('demo');
    // Pressed again at once (Enter held, a double click), or sent from another window of the same folder.
    expect(() => service.start('demo')).toThrow(
      "SKUs D-0001, D-0002, D-0003 and 97 more are in an upload still waiting for the marketplace's answer; resume or cancel that upload first, then try again.",
    );
    // Paused with SKUs unanswered: still theirs, so one row alone is refused by name too.
    service.pause(first.uploadId);
    const paused = await settled(service, journal, first.uploadId);
    expect(paused?.state).toBe('paused');
    const unanswered = journal.pending(first.uploadId).map((p) => p.sku);
    expect(unanswered.length).toBeGreaterThan(0);
    const row = drafts.rows('demo').find((r) => r.cells.sku === unanswered[0])!;
    expect(() => service.start('demo', [row.id])).toThrow(
      `SKU ${unanswered[0]} is in an upload still waiting`,
    );
    service.resume(first.uploadId);
    expect((await settled(service, journal, first.uploadId))?.state).toBe('done');
    const counts = await received();
    expect(Object.keys(counts)).toHaveLength(100);
    expect(Object.values(counts).every((c) => c.count === 1)).toBe(true);
    // Answered, the SKUs are free again.
    const again = service.start('demo');
    expect((await settled(service, journal, again.uploadId))?.state).toBe('done');
  });

  it('an upload that failed keeps its unanswered SKUs until it is resumed or cancelled', async () => {
    const parts = listingsParts(openListingsDb(tmp.dir));
    const { drafts, journal } = parts;
    const { seller } = selfAccessSeller(sim, fastHttp());
    let signedIn = false;
    const service = new UploadService({
      ...parts,
      seller: async () => {
        if (!signedIn) throw new AppError('AUTH_INVALID', 'The marketplace refused the seller credentials.');
        return seller;
      },
      runner: { baseDelayMs: 1, maxDelayMs: 5 },
    });
    drafts.replace('demo', exampleRows(3, 'F'));
    const first = service.start('demo');
    const failed = await settled(service, journal, first.uploadId);
    expect(failed?.state).toBe('failed');
    // Resumable, so its SKUs are still its own: a new upload of them is refused until the seller chooses.
    signedIn = true;
    expect(() => service.start('demo')).toThrow('SKUs F-0001, F-0002, F-0003 are in an upload still waiting');
    service.cancel(first.uploadId);
    expect(journal.get(first.uploadId)?.state).toBe('cancelled');
    const again = service.start('demo');
    expect((await settled(service, journal, again.uploadId))?.state).toBe('done');
    expect(Object.values(await received()).map((c) => c.count)).toEqual([1, 1, 1]);
  });

  it('"Retry failed" sends only the SKUs that failed, as their rows are now', async () => {
    const { drafts, journal, service } = setup();
    const rows = exampleRows(30, 'R');
    drafts.replace('demo', rows);
    // The first three calls fail with 500 every time they are tried: those SKUs end as failures.
    await sim.admin('PUT', '/faults', {
      rules: [{ match: '/sellers/listings/v3', fault: '500', times: 12 }],
    });
    const db = openListingsDb(tmp.dir);
    const strict = new UploadService({
      ...listingsParts(db),
      seller: async () => selfAccessSeller(sim, fastHttp()).seller,
      runner: { baseDelayMs: 1, maxDelayMs: 2, maxAttempts: 2, maxInFlight: 1 },
    });
    const first = strict.start('demo');
    const done = await settled(strict, journal, first.uploadId);
    expect(done).toMatchObject({ state: 'done', answered: 30 });
    const failedSkus = journal
      .results(first.uploadId)
      .filter((r) => r.failed)
      .map((r) => r.sku);
    expect(failedSkus.length).toBeGreaterThan(0);
    expect(journal.results(first.uploadId).find((r) => r.failed)?.issues[0]?.description).toMatch(
      /^No clear answer after 2 attempts: .* It may have reached the marketplace: /,
    );
    await sim.admin('DELETE', '/faults');
    const before = await received();

    const retry = service.retryFailed(first.uploadId);
    expect(retry.total).toBe(failedSkus.length);
    expect((await settled(service, journal, retry.uploadId))?.failed).toBe(0);
    const after = await received();
    for (const sku of failedSkus) expect(after[sku]?.count).toBe((before[sku]?.count ?? 0) + 1);
    for (const sku of Object.keys(before)) expect(after[sku]?.count).toBe(before[sku]?.count);
  });
});
