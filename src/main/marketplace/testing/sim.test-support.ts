import { startSimulator } from '../../../simulator/index.ts';
import type { RunningSimulator, SimulatorInfo } from '../../../simulator/index.ts';
import { OAuthClient } from '../auth/oauth-client.ts';
import { TokenManager } from '../auth/token-manager.ts';
import { MemoryTokenStore } from '../auth/token-types.ts';
import { HttpClient } from '../http/http-client.ts';
import type { HttpClientOptions, HttpEvent } from '../http/http-client.ts';
import { SellerClient } from '../seller/seller-client.ts';

/**
 * The real simulator on a loopback port, plus its admin calls, for the integration tests. Small data and tiny
 * backoff delays keep the tests fast; everything goes over real HTTP.
 */
export interface Sim {
  sim: RunningSimulator;
  info: SimulatorInfo;
  admin(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<unknown>;
  /** How often each route answered with each status since the last reset: "GET /sellers/v3/shipments" → "200" → n. */
  counters(): Promise<Record<string, Record<string, number>>>;
  count(route: string, status?: string): Promise<number>;
  close(): Promise<void>;
}

export async function startSim(
  options: { shipments?: number; returns?: number; products?: number; seed?: number } = {},
): Promise<Sim> {
  const sim = await startSimulator({
    port: 0,
    seed: options.seed ?? 7,
    shipments: options.shipments ?? 300,
    ...(options.returns === undefined ? {} : { returns: options.returns }),
    products: options.products ?? 1200,
    latencyMs: 0,
  });
  const admin = async (method: string, path: string, body?: unknown): Promise<unknown> => {
    const init: RequestInit = { method };
    if (body !== undefined) {
      init.body = JSON.stringify(body);
      init.headers = { 'content-type': 'application/json' };
    }
    const res = await fetch(`${sim.info.admin_url}${path}`, init);
    const text = await res.text();
    if (!res.ok) throw new Error(`admin ${method} ${path} → ${res.status} ${text}`);
    return text === '' ? undefined : (JSON.parse(text) as unknown);
  };
  const counters = async () =>
    ((await admin('GET', '/counters')) as { routes: Record<string, Record<string, number>> }).routes;
  return {
    sim,
    info: sim.info,
    admin,
    counters,
    async count(route, status) {
      const byStatus = (await counters())[route] ?? {};
      return status === undefined
        ? Object.values(byStatus).reduce((a, b) => a + b, 0)
        : (byStatus[status] ?? 0);
    },
    close: () => sim.close(),
  };
}

export function fastHttp(events?: HttpEvent[], extra: HttpClientOptions = {}): HttpClient {
  return new HttpClient({
    baseDelayMs: 2,
    maxDelayMs: 10,
    ...(events ? { onEvent: (e) => events.push(e) } : {}),
    ...extra,
  });
}

/** A self-access seller: client credentials, memory token store, a seller client. */
export function selfAccessSeller(sim: Sim, http: HttpClient = fastHttp(), now?: () => number) {
  const { appId, appSecret } = sim.info.credentials.self_access;
  const oauth = new OAuthClient({ authUrl: sim.info.auth_url, appId, appSecret, http });
  const store = new MemoryTokenStore();
  const tokens = new TokenManager({ oauth, store, grant: 'client_credentials', ...(now ? { now } : {}) });
  const seller = new SellerClient({ baseUrl: sim.info.base_url, tokens, http });
  return { oauth, store, tokens, seller, http };
}

/**
 * Plays the seller in the browser: opens the authorize page, signs in (as the page's first seller unless `username`
 * names another, such as `second-seller`), presses Allow; returns where it was sent.
 */
export async function approveInBrowser(authorizeUrl: string, as?: { username: string }): Promise<string> {
  const page = await fetch(authorizeUrl);
  if (page.status !== 200) throw new Error(`authorize page answered ${page.status}`);
  const html = await page.text();
  const username = as?.username ?? /id="username" name="username"[^>]*value="([^"]*)"/.exec(html)?.[1] ?? '';
  const params = Object.fromEntries(new URL(authorizeUrl).searchParams);
  const form = new URLSearchParams({ ...params, username, password: 'demo', decision: 'allow' });
  const res = await fetch(new URL(authorizeUrl).origin + new URL(authorizeUrl).pathname, {
    method: 'POST',
    body: form,
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (res.status !== 302) throw new Error(`authorize decision answered ${res.status}`);
  return res.headers.get('location') ?? '';
}
