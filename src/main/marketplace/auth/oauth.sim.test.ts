import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SellerClient } from '../seller/seller-client.ts';
import { approveInBrowser, fastHttp, selfAccessSeller, startSim } from '../testing/sim.test-support.ts';
import type { Sim } from '../testing/sim.test-support.ts';
import { parseRedirect } from './authorize.ts';
import { OAuthClient } from './oauth-client.ts';
import { TokenManager } from './token-manager.ts';
import { MemoryTokenStore } from './token-types.ts';
import { failure } from '../testing/failure.test-support.ts';

let sim: Sim;
beforeAll(async () => {
  sim = await startSim({ shipments: 60, products: 10 });
});
afterAll(async () => {
  await sim.close();
});
beforeEach(async () => {
  await sim.admin('POST', '/reset', { tokens: true });
  await sim.admin('DELETE', '/counters');
});

const TOKEN_ROUTE = 'GET /oauth-service/oauth/token';
const SHIPMENTS_ROUTE = 'GET /sellers/v3/shipments';

function partner() {
  const { appId, appSecret, redirectUri } = sim.info.credentials.third_party;
  const http = fastHttp();
  const oauth = new OAuthClient({ authUrl: sim.info.auth_url, appId, appSecret, http });
  return { oauth, http, redirectUri };
}

describe('OAuth against the simulator', () => {
  it('client credentials: a token is fetched once and used for seller calls', async () => {
    const { seller, store } = selfAccessSeller(sim);
    const first = await seller.getShipments('shipmentIds', ['unknown-id']);
    await seller.getShipments('shipmentIds', ['unknown-id-2']);
    expect(first).toEqual([]);
    expect(await sim.count(TOKEN_ROUTE, '200')).toBe(1);
    expect(await sim.count(SHIPMENTS_ROUTE, '200')).toBe(2);
    expect(store.get()).toMatchObject({ scope: 'Seller_Api' });
    expect(store.get()?.refreshToken).toBeUndefined();
  });

  it('bad client credentials → AUTH_INVALID', async () => {
    const oauth = new OAuthClient({
      authUrl: sim.info.auth_url,
      appId: sim.info.credentials.self_access.appId,
      appSecret: 'wrong',
      http: fastHttp(),
    });
    const err = await failure(oauth.clientCredentials());
    expect(err.code).toBe('AUTH_INVALID');
    expect(err.details).toMatchObject({ status: 401, serviceCode: 'unauthorized' });
  });

  it('authorization code: authorize, check state, exchange the code, call the seller interface; then refresh on expiry', async () => {
    const { oauth, http, redirectUri } = partner();
    const request = oauth.authorizeUrl(redirectUri);
    const location = await approveInBrowser(request.url);
    const { code } = parseRedirect(location, { state: request.state, redirectUri });
    const record = await oauth.exchangeCode({ code, redirectUri, state: request.state });
    expect(record.refreshToken).toBeTruthy();
    expect(record.refreshExpiresAt).toBeGreaterThan(Date.now() + 100 * 24 * 3600_000);

    const store = new MemoryTokenStore();
    const tokens = new TokenManager({ oauth, store, grant: 'authorization_code' });
    await tokens.save(record);
    const seller = new SellerClient({ baseUrl: sim.info.base_url, tokens, http });
    await seller.getShipments('orderIds', ['OD-none']);
    expect(await sim.count(TOKEN_ROUTE, '200')).toBe(1);

    // The service expires the access token: the next call gets 401, refreshes once, and succeeds.
    await sim.admin('POST', '/tokens/expire');
    await seller.getShipments('orderIds', ['OD-none']);
    expect(await sim.count(SHIPMENTS_ROUTE, '401')).toBe(1);
    expect(await sim.count(TOKEN_ROUTE, '200')).toBe(2);
    expect(store.get()?.accessToken).not.toBe(record.accessToken);
    expect(store.get()?.refreshToken).toBe(record.refreshToken);

    // The refresh token expires too: the account must be authorised again.
    await sim.admin('POST', '/tokens/expire', { refresh: true });
    const err = await failure(seller.getShipments('orderIds', ['OD-none']));
    expect(err.code).toBe('AUTH_EXPIRED');
    expect(JSON.stringify(err.toData())).not.toContain(record.refreshToken ?? 'none');
  });

  it('authorization code: a redirect carrying another state is refused before any exchange (CSRF)', async () => {
    const { oauth, redirectUri } = partner();
    const mine = oauth.authorizeUrl(redirectUri);
    const attackers = oauth.authorizeUrl(redirectUri);
    const location = await approveInBrowser(attackers.url);
    expect(() => parseRedirect(location, { state: mine.state, redirectUri })).toThrowError(
      expect.objectContaining({ code: 'AUTH_STATE_MISMATCH' }),
    );
    const stripped = new URL(location);
    stripped.searchParams.delete('state');
    expect(() => parseRedirect(stripped.toString(), { state: mine.state, redirectUri })).toThrowError(
      expect.objectContaining({ code: 'AUTH_STATE_MISMATCH' }),
    );
    expect(await sim.count(TOKEN_ROUTE)).toBe(0);
  });

  it('refreshes before expiry, without waiting for a 401', async () => {
    const { oauth, http, redirectUri } = partner();
    const request = oauth.authorizeUrl(redirectUri);
    const { code } = parseRedirect(await approveInBrowser(request.url), {
      state: request.state,
      redirectUri,
    });
    const record = await oauth.exchangeCode({ code, redirectUri, state: request.state });
    let clock = Date.now();
    const tokens = new TokenManager({
      oauth,
      store: new MemoryTokenStore(record),
      grant: 'authorization_code',
      now: () => clock,
    });
    const seller = new SellerClient({ baseUrl: sim.info.base_url, tokens, http });
    await seller.getShipments('shipmentIds', ['x']);
    expect(await sim.count(TOKEN_ROUTE, '200')).toBe(1);
    clock = record.expiresAt - 60_000; // inside the 5-minute margin
    await seller.getShipments('shipmentIds', ['x']);
    expect(await sim.count(TOKEN_ROUTE, '200')).toBe(2);
    expect(await sim.count(SHIPMENTS_ROUTE, '401')).toBe(0);
  });

  it('a self-access account whose token expires fetches a new one with client credentials', async () => {
    const { seller } = selfAccessSeller(sim);
    await seller.getShipments('shipmentIds', ['x']);
    await sim.admin('POST', '/tokens/expire');
    await seller.getShipments('shipmentIds', ['x']);
    expect(await sim.count(SHIPMENTS_ROUTE, '401')).toBe(1);
    expect(await sim.count(TOKEN_ROUTE, '200')).toBe(2);
  });
});
