import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EXAMPLE_ROW } from '../../shared/listings/example.ts';
import { exportCsv } from '../../shared/listings/csv.ts';
import type { ListingsDraft } from '../../shared/listings/payloads.ts';
import type { ShipmentRow } from '../../shared/shipments/types.ts';
import type { JobProgress } from '../../shared/app/payloads.ts';
import { shipmentRowsCsv } from '../../renderer/src/features/shipments/export-csv.ts';
import { startWebHost, type RunningWebHost } from '../hosts/web/server.ts';
import { startSim, type Sim } from '../marketplace/testing/sim.test-support.ts';
import { startTestBackend } from '../testing/test-backend.ts';

/**
 * Secrets never leave the backend. A profile is set up with the simulator's credentials and a second one with
 * recognisable canary secrets (which the marketplace refuses, so their errors are seen too); the three jobs run and
 * every export is made, all through the web host as the screen would. Then every secret (application secrets,
 * affiliate tokens, the OAuth access token the backend obtained) is looked for in: every HTTP answer, the event
 * stream, the exported CSVs, every file of the data folder (the web host keeps secrets in memory only, so there is
 * no encrypted store to leave out) and the log.
 */
const CANARY_SECRET = 'CANARY-SELLER-SECRET-5f1c9a7e';
const CANARY_TOKEN = 'CANARY-AFFILIATE-TOKEN-0b3d62e4';

let sim: Sim;
let app: ReturnType<typeof startTestBackend>;
let host: RunningWebHost;
let rendererDir: string;
let cookie: string;
const answers: string[] = [];
let events = '';
let stopEvents: AbortController;

beforeAll(async () => {
  sim = await startSim({ shipments: 120, products: 1200 });
  app = startTestBackend();
  rendererDir = mkdtempSync(join(tmpdir(), 'stockroom-renderer-'));
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Stockroom</title>');
  host = await startWebHost({ backend: app.backend, rendererDir, port: 0 });
  const first = await fetch(host.url, { redirect: 'manual' });
  cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] as string;
  stopEvents = new AbortController();
  const stream = await fetch(`${host.origin}/api/events`, { headers: { cookie }, signal: stopEvents.signal });
  void (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of stream.body!) events += decoder.decode(chunk as Uint8Array, { stream: true });
    } catch {
      // aborted at the end
    }
  })();
}, 60_000);
afterAll(async () => {
  stopEvents.abort();
  await host.close();
  await app.close();
  await sim.close();
  rmSync(rendererDir, { recursive: true, force: true });
});

async function call<T>(
  name: string,
  input: unknown = {},
): Promise<{ ok: boolean; value?: T; error?: { code: string; message: string } }> {
  const res = await fetch(`${host.origin}/api/calls/${name}`, {
    method: 'POST',
    headers: { cookie, origin: host.origin, 'content-type': 'application/json' },
    body: JSON.stringify({ input }),
  });
  const text = await res.text();
  answers.push(text);
  return JSON.parse(text) as { ok: boolean; value?: T; error?: { code: string; message: string } };
}
async function value<T>(name: string, input: unknown = {}): Promise<T> {
  const answer = await call<T>(name, input);
  if (!answer.ok) throw new Error(`${name}: ${JSON.stringify(answer.error)}`);
  return answer.value as T;
}
async function jobEnded(jobId: string): Promise<JobProgress> {
  return vi.waitFor(
    async () => {
      const job = (await value<JobProgress[]>('listJobs', {})).find((j) => j.jobId === jobId);
      if (!job || job.state === 'running') throw new Error('still running');
      return job;
    },
    { timeout: 60_000, interval: 100 },
  );
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe('secrets never leave the backend', () => {
  it('none appears in answers, events, exports, the data folder or the log', async () => {
    const addresses = {
      kind: 'custom',
      sellerBaseUrl: sim.info.base_url,
      authUrl: sim.info.auth_url,
      affiliateBaseUrl: sim.info.affiliate_base_url,
    };
    const { appId, appSecret } = sim.info.credentials.self_access;
    const { trackingId, token } = sim.info.credentials.affiliate;

    // A working profile: the three jobs and every export.
    const real = await value<{ id: string }>('saveProfile', { name: 'Shop', ...addresses });
    await value('setSellerApp', { profileId: real.id, type: 'self_access', appId, appSecret });
    await value('setAffiliateCredentials', { profileId: real.id, trackingId, token });
    await value('activateProfile', { id: real.id });
    await value('testConnection', { profileId: real.id });
    const sync = await value<{ jobId: string }>('startShipmentSync', { kind: 'full' });
    expect((await jobEnded(sync.jobId)).state).toBe('done');
    const block = await value<{ rows: ShipmentRow[] }>('getShipmentBlock', {
      startRow: 0,
      endRow: 1000,
      sort: [],
      filter: { view: 'all' },
    });
    const csvs = [await shipmentRowsCsv(block.rows)];
    const { categories } = await value<{ categories: { name: string; hasFeed: boolean }[] }>(
      'refreshFeedDirectory',
    );
    const category = categories.find((c) => c.hasFeed)!.name;
    const feed = await value<{ jobId: string }>('startFeedSync', { category, mode: 'full' });
    expect((await jobEnded(feed.jobId)).state).toBe('done');
    csvs.push((await value<{ csv: string }>('exportFeedProducts', { filter: { category }, sort: [] })).csv);
    await value('replaceListingsDraft', {
      rows: [0, 1, 2].map((i) => ({ id: `r${i}`, position: i, cells: { ...EXAMPLE_ROW, sku: `SEC-${i}` } })),
    });
    const upload = await value<{ jobId: string }>('startListingsUpload', {});
    await jobEnded(upload.jobId);
    const draft = await value<ListingsDraft>('loadListingsDraft');
    csvs.push(
      exportCsv(
        draft.rows.map((r) => r.cells),
        new Map(
          draft.results.map((r) => [
            r.sku,
            { status: r.status, messages: r.issues.map((i) => i.description) },
          ]),
        ),
      ),
    );

    // A profile with canary secrets the marketplace refuses: its errors are seen too.
    const canary = await value<{ id: string }>('saveProfile', { name: 'Canary', ...addresses });
    await value('setSellerApp', {
      profileId: canary.id,
      type: 'self_access',
      appId,
      appSecret: CANARY_SECRET,
    });
    await value('setAffiliateCredentials', { profileId: canary.id, trackingId, token: CANARY_TOKEN });
    const report = await call('testConnection', { profileId: canary.id });
    expect(JSON.stringify(report)).toMatch(/AUTH_INVALID|refused|not accepted|invalid/i);
    await value('activateProfile', { id: canary.id });
    const failing = await value<{ jobId: string }>('startShipmentSync', { kind: 'full' });
    expect((await jobEnded(failing.jobId)).state).toBe('failed');
    await call('refreshFeedDirectory');
    for (const name of ['listProfiles', 'getAppInfo', 'getStatus', 'listListingsUploads', 'feedDirectory'])
      await call(name);
    await call('listJobs', {});
    await new Promise((r) => setTimeout(r, 200)); // the last events reach the stream

    // Every secret the backend holds: the two pairs given, and the OAuth tokens it obtained.
    const held = app.secrets.entries().flatMap(([, v]) => {
      try {
        const record = JSON.parse(v) as Record<string, unknown>;
        return [record.accessToken, record.refreshToken].filter((t): t is string => typeof t === 'string');
      } catch {
        return [v];
      }
    });
    const secrets = [...new Set([appSecret, token, CANARY_SECRET, CANARY_TOKEN, ...held])].filter(
      (s) => s.length >= 8,
    );
    expect(secrets).toEqual(expect.arrayContaining([appSecret, token, CANARY_SECRET, CANARY_TOKEN]));
    expect(
      held.some((s) => s !== appSecret && s !== token && s !== CANARY_SECRET && s !== CANARY_TOKEN),
    ).toBe(true);

    const places: [string, string][] = [
      ...answers.map((a, i): [string, string] => [`HTTP answer ${i}`, a]),
      ['event stream', events],
      ...csvs.map((c, i): [string, string] => [`export ${i}`, c]),
      ...filesUnder(app.dataDir).map((f): [string, string] => [f, readFileSync(f).toString('latin1')]),
      ['log', app.logs.join('\n')],
    ];
    expect(events).toContain('jobProgress');
    expect(places.length).toBeGreaterThan(30);
    const found = places.flatMap(([where, text]) =>
      secrets.filter((s) => text.includes(s)).map((s) => `${s.slice(0, 6)}… in ${where}`),
    );
    expect(found).toEqual([]);
  }, 180_000);
});
