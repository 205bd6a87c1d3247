import { afterEach, describe, expect, it } from 'vitest';
import { HttpClient } from '../http/http-client.ts';
import { startScriptedServer } from '../testing/scripted-server.test-support.ts';
import type { ScriptedReply, ScriptedServer, SeenRequest } from '../testing/scripted-server.test-support.ts';
import { OAuthClient } from './oauth-client.ts';
import { TokenManager } from './token-manager.ts';
import { MemoryTokenStore } from './token-types.ts';
import type { TokenRecord } from './token-types.ts';
import { failure } from '../testing/failure.test-support.ts';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

let clock = 1_000_000;
const now = (): number => clock;

async function setup(
  reply: (req: SeenRequest) => ScriptedReply,
  grant: 'client_credentials' | 'authorization_code',
  record?: TokenRecord,
) {
  server = await startScriptedServer(reply);
  const http = new HttpClient({ baseDelayMs: 1, maxDelayMs: 2 });
  const oauth = new OAuthClient({ authUrl: server.url, appId: 'app', appSecret: 'sh:h', http, now });
  const store = new MemoryTokenStore(record);
  return { server, store, manager: new TokenManager({ oauth, store, grant, now }) };
}

function query(req: SeenRequest): Record<string, string> {
  return Object.fromEntries(new URL(req.url, 'http://x').searchParams);
}

let issued = 0;
function tokenReply(extra: Record<string, unknown> = {}): ScriptedReply {
  issued++;
  return {
    status: 200,
    body: JSON.stringify({
      access_token: `AT${issued}`,
      token_type: 'bearer',
      expires_in: 3600,
      scope: 'Seller_Api',
      ...extra,
    }),
  };
}

describe('TokenManager (token endpoint over real HTTP)', () => {
  it('client credentials: Basic auth, GET with query, token kept and reused until shortly before expiry', async () => {
    const { server: s, manager, store } = await setup(() => tokenReply(), 'client_credentials');
    const first = await manager.getAccessToken();
    expect(s.seen).toHaveLength(1);
    const req = s.seen[0]!;
    expect(req.method).toBe('GET');
    expect(new URL(req.url, 'http://x').pathname).toBe('/oauth-service/oauth/token');
    expect(query(req)).toEqual({ grant_type: 'client_credentials', scope: 'Seller_Api' });
    expect(req.headers.authorization).toBe(`Basic ${Buffer.from('app:sh:h').toString('base64')}`);
    expect(store.get()).toMatchObject({
      accessToken: first,
      expiresAt: clock + 3_600_000,
      scope: 'Seller_Api',
    });

    expect(await manager.getAccessToken()).toBe(first);
    clock += 3_600_000 - 4 * 60_000; // inside the 5-minute skew
    const second = await manager.getAccessToken();
    expect(second).not.toBe(first);
    expect(s.seen).toHaveLength(2);
  });

  it('concurrent callers share one renewal', async () => {
    const { server: s, manager } = await setup(
      () => ({ ...tokenReply(), delayMs: 30 }),
      'client_credentials',
    );
    const tokens = await Promise.all(Array.from({ length: 8 }, () => manager.getAccessToken()));
    expect(new Set(tokens).size).toBe(1);
    expect(s.seen).toHaveLength(1);
  });

  it('onUnauthorized renews once for many callers holding the same rejected token', async () => {
    const { server: s, manager } = await setup(
      () => ({ ...tokenReply(), delayMs: 20 }),
      'client_credentials',
    );
    const old = await manager.getAccessToken();
    const renewed = await Promise.all(Array.from({ length: 5 }, () => manager.onUnauthorized(old)));
    expect(new Set(renewed).size).toBe(1);
    expect(renewed[0]).not.toBe(old);
    expect(s.seen).toHaveLength(2);
    // A caller whose rejection arrives late gets the renewed token without another call.
    expect(await manager.onUnauthorized(old)).toBe(renewed[0]);
    expect(s.seen).toHaveLength(2);
  });

  it('bad client credentials → AUTH_INVALID, without the secret in the error', async () => {
    const { manager } = await setup(
      () => ({ status: 401, body: '{"error":"unauthorized","error_description":"Bad credentials"}' }),
      'client_credentials',
    );
    const err = await failure(manager.getAccessToken());
    expect(err.code).toBe('AUTH_INVALID');
    expect(JSON.stringify(err.toData())).not.toMatch(/sh:h|Basic/);
  });

  it('a 200 with error_description and no token → AUTH_INVALID', async () => {
    const { manager } = await setup(
      () => ({ status: 200, body: '{"error_description":"Bad credentials"}' }),
      'client_credentials',
    );
    expect((await failure(manager.getAccessToken())).code).toBe('AUTH_INVALID');
  });

  it('authorization code account: refreshes with the refresh token, keeps it when none is reissued', async () => {
    const record: TokenRecord = {
      accessToken: 'OLD',
      expiresAt: clock - 1,
      refreshToken: 'RT1',
      refreshExpiresAt: clock + 10_000_000,
      scope: 'Seller_Api',
    };
    const { server: s, manager, store } = await setup(() => tokenReply(), 'authorization_code', record);
    const token = await manager.getAccessToken();
    expect(token).not.toBe('OLD');
    expect(query(s.seen[0]!)).toEqual({ grant_type: 'refresh_token', refresh_token: 'RT1' });
    expect(store.get()).toMatchObject({
      accessToken: token,
      refreshToken: 'RT1',
      refreshExpiresAt: clock + 10_000_000,
    });
  });

  it('a refused refresh → AUTH_EXPIRED; an expired refresh token → AUTH_EXPIRED without a call', async () => {
    const record: TokenRecord = {
      accessToken: 'OLD',
      expiresAt: clock - 1,
      refreshToken: 'RT1',
      refreshExpiresAt: clock + 10_000,
      scope: 'Seller_Api',
    };
    const { server: s, manager } = await setup(
      () => ({
        status: 401,
        body: '{"error":"invalid_token","error_description":"Invalid refresh token: RT1"}',
      }),
      'authorization_code',
      record,
    );
    const err = await failure(manager.getAccessToken());
    expect(err.code).toBe('AUTH_EXPIRED');
    expect(JSON.stringify(err.toData())).not.toContain('RT1');
    clock += 20_000;
    expect((await failure(manager.getAccessToken())).code).toBe('AUTH_EXPIRED');
    expect(s.seen).toHaveLength(1);
  });

  it('an account never authorised → NOT_CONFIGURED', async () => {
    const { manager } = await setup(() => tokenReply(), 'authorization_code');
    expect((await failure(manager.getAccessToken())).code).toBe('NOT_CONFIGURED');
    expect(await manager.status()).toEqual({ configured: false });
  });
});
