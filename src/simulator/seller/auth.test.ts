import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningSimulator, SimulatorInfo } from '../index.ts';
import { admin, authorizeCode, basic, bearer, getJson, selfToken, startSmall } from '../support/test-kit.ts';

let sim: RunningSimulator;
let info: SimulatorInfo;
const tokenUrl = (q: Record<string, string>) =>
  `${info.auth_url}/oauth-service/oauth/token?${new URLSearchParams(q)}`;
const selfAuth = () => basic(info.credentials.self_access.appId, info.credentials.self_access.appSecret);
const partnerAuth = () => basic(info.credentials.third_party.appId, info.credentials.third_party.appSecret);

beforeAll(async () => {
  sim = await startSmall();
  info = sim.info;
});
// Every test starts from the seeded world, whatever another test changed (clock, faults, switches, data).
beforeEach(() => admin(info, 'POST', '/reset'));
afterAll(() => sim.close());

describe('token endpoint', () => {
  it('issues a client_credentials token with the asked scopes and no refresh token', async () => {
    const res = await getJson(tokenUrl({ grant_type: 'client_credentials', scope: 'Seller_Api,Default' }), {
      headers: { authorization: selfAuth() },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      token_type: 'bearer',
      scope: 'Seller_Api,Default',
      expires_in: 60 * 24 * 3600,
    });
    expect(typeof res.body.access_token).toBe('string');
    expect(res.body.refresh_token).toBeUndefined();
  });

  it('answers bad client credentials with unauthorized / Bad credentials', async () => {
    const res = await getJson(tokenUrl({ grant_type: 'client_credentials' }), {
      headers: { authorization: basic('nobody', 'wrong') },
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'unauthorized', error_description: 'Bad credentials' });
    const none = await getJson(tokenUrl({ grant_type: 'client_credentials' }));
    expect(none.body.error_description).toBe('Bad credentials');
  });

  it.each([
    [{}, 'invalid_request'],
    [{ grant_type: 'password' }, 'unsupported_grant_type'],
    [{ grant_type: 'implicit' }, 'unsupported_grant_type'],
    [{ grant_type: 'client_credentials', scope: 'Everything' }, 'invalid_scope'],
  ])('fails %j with %s and an error_description', async (q, error) => {
    const res = await getJson(tokenUrl(q as Record<string, string>), {
      headers: { authorization: selfAuth() },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(error);
    expect(res.body.error_description).toEqual(expect.any(String));
    expect(res.body.access_token).toBeUndefined();
  });
});

describe('authorization code flow', () => {
  it('shows a login page with labelled fields and Allow / Deny', async () => {
    const { appId, redirectUri } = info.credentials.third_party;
    const q = new URLSearchParams({
      client_id: appId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'Seller_Api',
      state: 'abc',
    });
    const res = await fetch(`${info.auth_url}/oauth-service/oauth/authorize?${q}`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('<label for="username">');
    expect(html).toContain('<label for="password">');
    expect(html).toMatch(/<button[^>]*value="allow">Allow<\/button>/);
    expect(html).toMatch(/<button[^>]*value="deny">Deny<\/button>/);
    expect(html).toContain('value="abc"');
  });

  it('refuses an unregistered redirect_uri without redirecting', async () => {
    const q = new URLSearchParams({
      client_id: info.credentials.third_party.appId,
      redirect_uri: 'https://evil.invalid/cb',
      response_type: 'code',
    });
    const res = await fetch(`${info.auth_url}/oauth-service/oauth/authorize?${q}`, { redirect: 'manual' });
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
  });

  it('redirects Deny with access_denied and the state', async () => {
    const { appId, redirectUri } = info.credentials.third_party;
    const form = new URLSearchParams({
      client_id: appId,
      redirect_uri: redirectUri,
      response_type: 'code',
      state: 'st-9',
      decision: 'deny',
    });
    const res = await fetch(`${info.auth_url}/oauth-service/oauth/authorize`, {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(redirectUri);
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('state')).toBe('st-9');
  });

  it('refuses a wrong password with the form again', async () => {
    const { appId, redirectUri } = info.credentials.third_party;
    const form = new URLSearchParams({
      client_id: appId,
      redirect_uri: redirectUri,
      response_type: 'code',
      username: 'demo-seller',
      password: 'nope',
      decision: 'allow',
    });
    const res = await fetch(`${info.auth_url}/oauth-service/oauth/authorize`, {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    expect(res.status).toBe(401);
    expect(await res.text()).toContain('Wrong username or password');
  });

  it('exchanges a code once, for access and refresh tokens', async () => {
    const code = await authorizeCode(info, 'demo-seller', 'state-1');
    const { redirectUri } = info.credentials.third_party;
    const q = { grant_type: 'authorization_code', code, redirect_uri: redirectUri, state: 'state-1' };
    const first = await getJson(tokenUrl(q), { headers: { authorization: partnerAuth() } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      token_type: 'bearer',
      scope: 'Seller_Api',
      refresh_token_expires_in: 180 * 24 * 3600,
    });
    expect(first.body.refresh_token).toEqual(expect.any(String));
    const again = await getJson(tokenUrl(q), { headers: { authorization: partnerAuth() } });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('invalid_grant');
  });

  it('checks the code against redirect_uri and state', async () => {
    const { redirectUri } = info.credentials.third_party;
    const c1 = await authorizeCode(info, 'demo-seller', 's');
    const wrongUri = await getJson(
      tokenUrl({
        grant_type: 'authorization_code',
        code: c1,
        redirect_uri: 'https://other.invalid/cb',
        state: 's',
      }),
      {
        headers: { authorization: partnerAuth() },
      },
    );
    expect(wrongUri.body).toMatchObject({
      error: 'invalid_grant',
      error_description: 'Redirect URI mismatch.',
    });
    const c2 = await authorizeCode(info, 'demo-seller', 's');
    const wrongState = await getJson(
      tokenUrl({ grant_type: 'authorization_code', code: c2, redirect_uri: redirectUri, state: 'other' }),
      {
        headers: { authorization: partnerAuth() },
      },
    );
    expect(wrongState.body.error).toBe('invalid_grant');
  });

  it('refreshes, and refuses an expired refresh token with 401', async () => {
    const code = await authorizeCode(info, 'demo-seller', 'r');
    const { redirectUri } = info.credentials.third_party;
    const pair = await getJson(
      tokenUrl({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, state: 'r' }),
      { headers: { authorization: partnerAuth() } },
    );
    const refreshed = await getJson(
      tokenUrl({ grant_type: 'refresh_token', refresh_token: pair.body.refresh_token }),
      { headers: { authorization: partnerAuth() } },
    );
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.access_token).not.toBe(pair.body.access_token);
    expect(refreshed.body.refresh_token).toEqual(expect.any(String));
    const unknown = await getJson(tokenUrl({ grant_type: 'refresh_token', refresh_token: 'nope' }), {
      headers: { authorization: partnerAuth() },
    });
    expect(unknown.body.error_description).toEqual(expect.any(String));
    await admin(info, 'POST', '/tokens/expire', { refresh: true });
    const expired = await getJson(
      tokenUrl({ grant_type: 'refresh_token', refresh_token: pair.body.refresh_token }),
      { headers: { authorization: partnerAuth() } },
    );
    expect(expired.status).toBe(401);
    expect(expired.body.error).toBe('invalid_token');
  });
});

describe('bearer tokens on seller calls', () => {
  const listing = () => `${info.base_url}/skus/listings/LST-none`;

  it('answers a missing, unknown or expired token with 401', async () => {
    expect((await getJson(listing())).status).toBe(401);
    const unknown = await getJson(listing(), { headers: bearer('made-up') });
    expect(unknown.status).toBe(401);
    expect(unknown.body.error).toBe('invalid_token');
    const token = await selfToken(info);
    expect((await getJson(listing(), { headers: bearer(token) })).status).toBe(404);
    await admin(info, 'POST', '/tokens/expire');
    const expired = await getJson(listing(), { headers: bearer(token) });
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({
      error: 'invalid_token',
      error_description: expect.stringContaining('expired'),
    });
  });

  it('expires tokens with the clock, using the lifetime set at run time', async () => {
    await admin(info, 'PUT', '/lifetimes', { tokenLifetimeSeconds: 60 });
    const token = await selfToken(info);
    expect((await getJson(listing(), { headers: bearer(token) })).status).toBe(404);
    await admin(info, 'POST', '/clock/advance', { seconds: 61 });
    expect((await getJson(listing(), { headers: bearer(token) })).status).toBe(401);
    await admin(info, 'PUT', '/lifetimes', { tokenLifetimeSeconds: 5184000 });
  });

  it('refuses a token without the Seller_Api scope', async () => {
    const res = await getJson(tokenUrl({ grant_type: 'client_credentials', scope: 'Default' }), {
      headers: { authorization: selfAuth() },
    });
    expect((await getJson(listing(), { headers: bearer(res.body.access_token) })).status).toBe(403);
  });
});

it('takes token lifetimes from the start options', async () => {
  const short = await startSmall({
    shipments: 0,
    products: 10,
    tokenLifetimeSeconds: 5,
    refreshTokenLifetimeSeconds: 50,
  });
  try {
    const { appId, appSecret } = short.info.credentials.self_access;
    const res = await getJson(
      `${short.info.auth_url}/oauth-service/oauth/token?grant_type=client_credentials`,
      { headers: { authorization: basic(appId, appSecret) } },
    );
    expect(res.body.expires_in).toBe(5);
  } finally {
    await short.close();
  }
});
