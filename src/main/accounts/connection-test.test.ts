import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConnectionReport } from '../../shared/accounts/connection.ts';
import type { ProfileSummary } from '../../shared/accounts/profile.ts';
import type { Envelope } from '../../shared/ipc/types.ts';
import { EventBus } from '../backend/event-bus.ts';
import { startDemoMarketplace } from '../hosts/start-demo-marketplace.ts';
import { startScriptedServer } from '../marketplace/testing/scripted-server.test-support.ts';
import type { ScriptedReply, ScriptedServer } from '../marketplace/testing/scripted-server.test-support.ts';
import { openConfSettings } from '../storage/settings.ts';
import { startTestBackend } from '../testing/test-backend.ts';
import { ConnectionService } from './connection-service.ts';
import { DemoMarketplaceHandle } from './demo-marketplace.ts';
import { MarketplaceClients } from './marketplace-clients.ts';
import { ProfilesService } from './profiles-service.ts';
import { MemorySecretStore } from './secret-store.ts';

/** A marketplace that never answers: the token endpoint and the directory hold every request open. */
const HANGING: ScriptedReply = { status: 200, body: '{}', delayMs: 120_000 };
/** A marketplace that is busy and asks to be called again in a minute. */
const BUSY: ScriptedReply = { status: 429, body: '{}', headers: { 'retry-after': '60' } };

let server: ScriptedServer | undefined;
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  await server?.close();
  server = undefined;
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const tokenCalls = () => server?.seen.filter((r) => r.url.startsWith('/oauth-service/')).length ?? 0;
const directoryCalls = () => server?.seen.filter((r) => r.url.startsWith('/affiliate/')).length ?? 0;

function profileOn(url: string) {
  return {
    name: 'Slow shop',
    kind: 'custom' as const,
    sellerBaseUrl: `${url}/sellers`,
    authUrl: url,
    affiliateBaseUrl: url,
  };
}

/** The real backend, a profile on the scripted marketplace, and calls through the contract. */
async function backendOn(reply: ScriptedReply) {
  server = await startScriptedServer([reply]);
  const test = startTestBackend();
  cleanups.push(test.close);
  const events: string[] = [];
  test.backend.events.subscribe((name) => events.push(name));
  const call = async <T>(name: string, input: unknown): Promise<T> => {
    const result = (await test.backend.dispatch(name, input)) as Envelope<T>;
    if (!result.ok) throw new Error(`${name}: ${result.error.code} ${result.error.message}`);
    return result.value;
  };
  const profile = await call<ProfileSummary>('saveProfile', profileOn(server.url));
  await call('setSellerApp', {
    profileId: profile.id,
    type: 'self_access',
    appId: 'app',
    appSecret: 'secret',
  });
  await call('setAffiliateCredentials', { profileId: profile.id, trackingId: 'aff', token: 'tok' });
  return { call, profileId: profile.id, events };
}

describe('Test connection is a person waiting on a button', () => {
  it('does not wait out a Retry-After of a minute, and asks twice at most', async () => {
    const { call, profileId } = await backendOn(BUSY);
    const report = await call<ConnectionReport>('testConnection', { profileId });
    expect(report.seller).toMatchObject({ ok: false, code: 'RATE_LIMITED' });
    expect(report.affiliate).toMatchObject({ ok: false, code: 'RATE_LIMITED' });
    expect(tokenCalls()).toBeLessThanOrEqual(2);
    expect(directoryCalls()).toBeLessThanOrEqual(2);
  });

  it('Cancel stops a test that hangs, and both sides say it was cancelled', async () => {
    const { call, profileId, events } = await backendOn(HANGING);
    const running = call<ConnectionReport>('testConnection', { profileId });
    await vi.waitFor(() => expect([tokenCalls(), directoryCalls()]).toEqual([1, 1]));
    await call('cancelConnectionTest', { profileId });
    expect(await running).toEqual({
      seller: { ok: false, code: 'CANCELLED', message: 'The test was cancelled.' },
      affiliate: { ok: false, code: 'CANCELLED', message: 'The test was cancelled.' },
    });
    // Nothing was asked again after the cancel, and a cancelled test says nothing of the marketplace.
    expect([tokenCalls(), directoryCalls()]).toEqual([1, 1]);
    expect(events).not.toContain('connectionTested');
  });

  it('ends at its deadline (about 15 s) with a sentence, whatever the marketplace does', async () => {
    server = await startScriptedServer([HANGING]);
    const dir = mkdtempSync(join(tmpdir(), 'stockroom-conn-'));
    const demo = new DemoMarketplaceHandle(startDemoMarketplace);
    cleanups.push(async () => {
      await demo.close();
      rmSync(dir, { recursive: true, force: true });
    });
    const bus = new EventBus();
    const tested: unknown[] = [];
    bus.on('connectionTested', (payload) => tested.push(payload));
    const profiles = new ProfilesService(openConfSettings(dir), new MemorySecretStore(), demo, bus);
    const saved = profiles.save(profileOn(server.url));
    profiles.setSelfAccess(saved.id, 'app', 'secret');
    profiles.setAffiliate(saved.id, 'aff', 'tok');
    const clients = new MarketplaceClients(profiles, (url, init) => fetch(url, init), {
      info: () => undefined,
      error: () => undefined,
    });
    // The injected deadline: the test decides when 15 seconds are over, instead of waiting them out.
    const deadline = new AbortController();
    const asked: number[] = [];
    const connection = new ConnectionService(profiles, clients, bus, undefined, {
      deadline: (ms) => {
        asked.push(ms);
        return deadline.signal;
      },
    });
    const running = connection.test(saved.id);
    await vi.waitFor(() => expect([tokenCalls(), directoryCalls()]).toEqual([1, 1]));
    deadline.abort();
    const report = await running;
    expect(asked).toEqual([15_000]);
    expect(report.seller).toEqual({
      ok: false,
      code: 'TIMEOUT',
      message:
        'The marketplace did not answer within 15 seconds. Check the addresses in Settings and your connection, then try again.',
    });
    expect(report.affiliate).toMatchObject({
      ok: false,
      code: 'TIMEOUT',
      message: expect.stringMatching(/^The affiliate feed service did not answer within 15 seconds/),
    });
    // A test that ran out of time is an outcome too: announced, with its sentences, for the status bar.
    expect(tested).toEqual([{ profileId: saved.id, report }]);
  });
});
