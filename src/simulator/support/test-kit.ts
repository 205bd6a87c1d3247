/** Helpers for the simulator's own tests: a small simulator on a free port and plain fetch calls. */
import { startSimulator } from '../index.ts';
import type { RunningSimulator, SimulatorInfo, SimulatorOptions } from '../index.ts';

/** Response bodies are inspected freely in tests; each assertion states the shape it expects. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Body = any;

export const SMALL: SimulatorOptions = { seed: 42, shipments: 300, products: 1200 };

export async function startSmall(options: SimulatorOptions = {}): Promise<RunningSimulator> {
  return startSimulator({ ...SMALL, ...options });
}

export function basic(id: string, secret: string): string {
  return `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
}

export async function getJson(
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; body: Body; headers: Headers }> {
  const res = await fetch(url, init);
  const text = await res.text();
  let body: Body = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body, headers: res.headers };
}

/** A self-access token (client credentials) for the primary seller. */
export async function selfToken(info: SimulatorInfo): Promise<string> {
  const { appId, appSecret } = info.credentials.self_access;
  const res = await getJson(
    `${info.auth_url}/oauth-service/oauth/token?grant_type=client_credentials&scope=Seller_Api`,
    {
      headers: { authorization: basic(appId, appSecret) },
    },
  );
  if (res.status !== 200) throw new Error(`token: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.access_token as string;
}

/** Runs the authorization page as a browser would (Allow) and returns the redirect's code. */
export async function authorizeCode(
  info: SimulatorInfo,
  username = 'demo-seller',
  state = 'xyz',
): Promise<string> {
  const { appId, redirectUri } = info.credentials.third_party;
  const form = new URLSearchParams({
    client_id: appId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'Seller_Api',
    state,
    username,
    password: 'demo',
    decision: 'allow',
  });
  const res = await fetch(`${info.auth_url}/oauth-service/oauth/authorize`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  const location = new URL(res.headers.get('location') ?? 'https://none.invalid/');
  const code = location.searchParams.get('code');
  if (!code) throw new Error(`authorize: ${res.status} ${location.toString()}`);
  return code;
}

/** A third-party token acting for `username`. */
export async function partnerToken(
  info: SimulatorInfo,
  username: string,
): Promise<{ access: string; refresh: string }> {
  const code = await authorizeCode(info, username, 's1');
  const { appId, appSecret, redirectUri } = info.credentials.third_party;
  const q = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    state: 's1',
  });
  const res = await getJson(`${info.auth_url}/oauth-service/oauth/token?${q}`, {
    headers: { authorization: basic(appId, appSecret) },
  });
  return { access: res.body.access_token, refresh: res.body.refresh_token };
}

export function bearer(token: string, extra: Record<string, string> = {}): Record<string, string> {
  return { authorization: `Bearer ${token}`, ...extra };
}

export function affiliateHeaders(info: SimulatorInfo): Record<string, string> {
  return {
    'Svc-Affiliate-Id': info.credentials.affiliate.trackingId,
    'Svc-Affiliate-Token': info.credentials.affiliate.token,
  };
}

export async function admin(
  info: SimulatorInfo,
  method: string,
  path: string,
  body?: unknown,
): Promise<Body> {
  const res = await fetch(`${info.admin_url}${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
  if (!res.ok) throw new Error(`admin ${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

export const IST_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+05:30$/;
