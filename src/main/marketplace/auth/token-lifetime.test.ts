import { afterEach, describe, expect, it } from 'vitest';
import { failure } from '../testing/failure.test-support.ts';
import { startScriptedServer } from '../testing/scripted-server.test-support.ts';
import type { ScriptedServer } from '../testing/scripted-server.test-support.ts';
import { HttpClient } from '../http/http-client.ts';
import { OAuthClient } from './oauth-client.ts';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);

async function tokenAnswer(body: Record<string, unknown>) {
  server = await startScriptedServer([{ status: 200, body: JSON.stringify(body) }]);
  return new OAuthClient({
    authUrl: server.url,
    appId: 'app',
    appSecret: 'secret',
    http: new HttpClient({ maxAttempts: 1 }),
    now: () => NOW,
  });
}

describe('token lifetimes are bounded', () => {
  it.each([1e308, 0, -60, 11 * 366 * 24 * 3600])(
    'refuses expires_in = %s with a sentence naming the field',
    async (expiresIn) => {
      const oauth = await tokenAnswer({ access_token: 'a', expires_in: expiresIn, scope: 'Seller_Api' });
      const error = await failure(oauth.clientCredentials());
      expect(error.code).toBe('SERVER');
      expect(error.details).toEqual({ path: 'expires_in' });
      expect(error.message).toMatch(
        /impossible lifetime \(expires_in = .* seconds; Stockroom accepts 1 second to 10 years\)/,
      );
    },
  );

  it('refuses an absurd refresh_token_expires_in the same way', async () => {
    const oauth = await tokenAnswer({
      access_token: 'a',
      expires_in: 3600,
      refresh_token: 'r',
      refresh_token_expires_in: 1e308,
    });
    const error = await failure(oauth.clientCredentials());
    expect(error.code).toBe('SERVER');
    expect(error.details).toEqual({ path: 'refresh_token_expires_in' });
  });

  it('accepts lifetimes at the ends of the range, and the expiry stays storable as JSON', async () => {
    const tenYears = 10 * 366 * 24 * 3600;
    const oauth = await tokenAnswer({
      access_token: 'a',
      expires_in: 1,
      refresh_token: 'r',
      refresh_token_expires_in: tenYears,
    });
    const record = await oauth.clientCredentials();
    expect(record.expiresAt).toBe(NOW + 1000);
    expect(record.refreshExpiresAt).toBe(NOW + tenYears * 1000);
    expect(JSON.parse(JSON.stringify(record))).toEqual(record);
  });
});
