import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  exampleRows,
  listingsParts,
  openListingsDb,
  tempDir,
} from '../../listings/testing/listings-db.test-support.ts';
import { UploadService } from '../../listings/upload-service.ts';
import { KEY, openCache } from '../../shipments/shipments.test-support.ts';
import { runShipmentSync } from '../../shipments/shipment-sync.ts';
import { SellerClient } from '../seller/seller-client.ts';
import { approveInBrowser, fastHttp, startSim, type Sim } from '../testing/sim.test-support.ts';
import { parseRedirect } from './authorize.ts';
import { OAuthClient } from './oauth-client.ts';
import { TokenManager } from './token-manager.ts';
import { MemoryTokenStore } from './token-types.ts';

/**
 * Tokens expiring in the middle of the seller's two jobs, for an authorised (authorization-code) account: the
 * access token expires while calls are in flight (4 windows of the sync, 4 calls of the upload); it is renewed
 * once, shared by them, and the job goes on. The refresh token expires too: the job stops with the sentence that
 * says to authorise again, keeps what it stored, and resumes after the account is authorised again. (The feed
 * sync's affiliate token does not expire; its client never renews anything. One renewal shared by concurrent
 * callers is also unit-tested in token-manager.test.ts.)
 */
const TOKEN_ROUTE = 'GET /oauth-service/oauth/token';
let sim: Sim;
beforeAll(async () => {
  sim = await startSim({ shipments: 300, products: 50 });
});
afterAll(() => sim.close());
beforeEach(async () => {
  await sim.admin('POST', '/reset', { tokens: true });
  await sim.admin('DELETE', '/counters');
});

/** Authorises the third-party app in the simulator's browser page and returns a seller client on its tokens. */
async function authorisedSeller(store = new MemoryTokenStore()): Promise<SellerClient> {
  const { appId, appSecret, redirectUri } = sim.info.credentials.third_party;
  const http = fastHttp();
  const oauth = new OAuthClient({ authUrl: sim.info.auth_url, appId, appSecret, http });
  const request = oauth.authorizeUrl(redirectUri);
  const { code } = parseRedirect(await approveInBrowser(request.url), { state: request.state, redirectUri });
  const tokens = new TokenManager({ oauth, store, grant: 'authorization_code' });
  await tokens.save(await oauth.exchangeCode({ code, redirectUri, state: request.state }));
  return new SellerClient({ baseUrl: sim.info.base_url, tokens, http });
}

const AUTHORISE_AGAIN = /Authorise the account again/;

describe('shipment sync with tokens expiring mid-job', () => {
  it('renews the access token once for the windows in flight, and completes', async () => {
    const cache = openCache();
    try {
      const seller = await authorisedSeller();
      await sim.admin('PUT', '/faults', { rules: [{ match: '/sellers/v3/shipments/*', latencyMs: 30 }] });
      const tokensBefore = await sim.count(TOKEN_ROUTE, '200');
      let expired = false;
      const outcome = await runShipmentSync(cache.deps(seller), KEY, {
        onProgress: (p) => {
          if (!expired && p.windowsDone >= 3) {
            expired = true;
            void sim.admin('POST', '/tokens/expire');
          }
        },
      });
      expect(expired).toBe(true);
      expect(outcome.kind).toBe('full');
      expect(cache.queries.total(KEY)).toBe(300);
      expect(await sim.count(TOKEN_ROUTE, '200')).toBe(tokensBefore + 1);
      const refused =
        (await sim.count('GET /sellers/v3/shipments/filter', '401')) +
        (await sim.count('POST /sellers/v3/shipments/filter', '401'));
      expect(refused).toBeGreaterThan(0);
    } finally {
      cache.close();
    }
  });

  it('an expired refresh token stops it with the sentence to authorise again; it resumes afterwards', async () => {
    const cache = openCache();
    try {
      const seller = await authorisedSeller();
      await sim.admin('PUT', '/faults', { rules: [{ match: '/sellers/v3/shipments/*', latencyMs: 30 }] });
      let expired = false;
      const stopped = runShipmentSync(cache.deps(seller), KEY, {
        onProgress: (p) => {
          if (!expired && p.windowsDone >= 3) {
            expired = true;
            void sim.admin('POST', '/tokens/expire', { refresh: true });
          }
        },
      });
      await expect(stopped).rejects.toMatchObject({
        code: 'AUTH_EXPIRED',
        message: expect.stringMatching(AUTHORISE_AGAIN),
      });
      const kept = cache.queries.total(KEY);
      expect(kept).toBeGreaterThan(0);
      const resumed = await runShipmentSync(cache.deps(await authorisedSeller()), KEY);
      expect(resumed.resumed).toBe(true);
      expect(cache.queries.total(KEY)).toBe(300);
    } finally {
      cache.close();
    }
  });
});

describe('listing upload with tokens expiring mid-job', () => {
  const setup = (seller: SellerClient) => {
    const tmp = tempDir();
    const db = openListingsDb(tmp.dir);
    const parts = listingsParts(db);
    parts.drafts.replace('demo', exampleRows(200, 'TK'));
    const service = new UploadService({
      ...parts,
      seller: async () => seller,
      runner: { baseDelayMs: 1, maxDelayMs: 5 },
    });
    return {
      ...parts,
      service,
      close: () => {
        db.close();
        tmp.remove();
      },
    };
  };

  it('renews the access token once for the calls in flight, and completes', async () => {
    const seller = await authorisedSeller();
    const up = setup(seller);
    try {
      await sim.admin('PUT', '/faults', { rules: [{ match: '/sellers/listings/v3', latencyMs: 40 }] });
      const tokensBefore = await sim.count(TOKEN_ROUTE, '200');
      const { uploadId } = up.service.start('demo');
      await vi.waitFor(() => expect(up.journal.get(uploadId)?.answered).toBeGreaterThanOrEqual(40), {
        timeout: 15_000,
        interval: 5,
      });
      await sim.admin('POST', '/tokens/expire');
      await vi.waitFor(() => expect(up.service.isRunning(uploadId)).toBe(false), {
        timeout: 30_000,
        interval: 10,
      });
      expect(up.journal.get(uploadId)).toMatchObject({ state: 'done', answered: 200, failed: 0 });
      expect(await sim.count(TOKEN_ROUTE, '200')).toBe(tokensBefore + 1);
      expect(await sim.count('POST /sellers/listings/v3', '401')).toBeGreaterThan(0);
    } finally {
      up.close();
    }
  });

  it('an expired refresh token stops it with the sentence to authorise again; it resumes afterwards', async () => {
    const store = new MemoryTokenStore();
    let seller = await authorisedSeller(store);
    const tmp = tempDir();
    const db = openListingsDb(tmp.dir);
    try {
      const parts = listingsParts(db);
      parts.drafts.replace('demo', exampleRows(200, 'TR'));
      const service = new UploadService({
        ...parts,
        seller: async () => seller,
        runner: { baseDelayMs: 1, maxDelayMs: 5 },
      });
      await sim.admin('PUT', '/faults', { rules: [{ match: '/sellers/listings/v3', latencyMs: 40 }] });
      const { uploadId } = service.start('demo');
      await vi.waitFor(() => expect(parts.journal.get(uploadId)?.answered).toBeGreaterThanOrEqual(40), {
        timeout: 15_000,
        interval: 5,
      });
      await sim.admin('POST', '/tokens/expire', { refresh: true });
      await vi.waitFor(() => expect(service.isRunning(uploadId)).toBe(false), {
        timeout: 30_000,
        interval: 10,
      });
      const stopped = parts.journal.get(uploadId)!;
      expect(stopped.state).toBe('failed');
      expect(stopped.message).toMatch(AUTHORISE_AGAIN);
      const answered = stopped.answered;
      expect(answered).toBeGreaterThanOrEqual(40);
      seller = await authorisedSeller(store);
      service.resume(uploadId);
      await vi.waitFor(() => expect(service.isRunning(uploadId)).toBe(false), {
        timeout: 30_000,
        interval: 10,
      });
      expect(parts.journal.get(uploadId)).toMatchObject({ state: 'done', answered: 200, failed: 0 });
    } finally {
      db.close();
      tmp.remove();
    }
  });
});
