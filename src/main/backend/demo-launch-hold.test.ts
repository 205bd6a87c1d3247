import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemorySecretStore } from '../accounts/secret-store.ts';
import type { DemoMarketplace } from '../accounts/demo-marketplace.ts';
import type { Timers } from '../background-sync/scheduler.ts';
import { openConfSettings } from '../storage/settings.ts';
import {
  createBackend,
  DEMO_LAUNCH_HOLD_ENV,
  DEMO_LAUNCH_HOLD_MS,
  demoLaunchHoldFrom,
  type Backend,
} from './create-backend.ts';

/** Timers fired by hand: what was set, for how long. */
function handTimers() {
  const set: { run: () => void; ms: number }[] = [];
  const timers: Timers = {
    set: (run, ms) => set.push({ run, ms }),
    clear: () => undefined,
  };
  return { timers, set };
}

/** A Demo marketplace that is never called here: only when it was started counts. */
const idle: DemoMarketplace = {
  sellerBaseUrl: 'http://127.0.0.1:9/',
  authUrl: 'http://127.0.0.1:9/oauth',
  affiliateBaseUrl: 'http://127.0.0.1:9/affiliate',
  selfAccess: { appId: 'demo-app', appSecret: 'demo-secret' },
  affiliate: { trackingId: 'demo', token: 'demo-token' },
  close: async () => undefined,
};

describe('the Demo marketplace at launch', () => {
  let dir: string;
  let backend: Backend | undefined;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'stockroom-demo-hold-'));
  });
  afterEach(async () => {
    await backend?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  function launch(
    remembered: string | null,
    started: () => Promise<DemoMarketplace> = async () => idle,
    demoLaunchHoldMs?: number,
  ) {
    const settings = openConfSettings(dir);
    settings.set('demoSellerAccount', remembered);
    const starts: number[] = [];
    const errors: string[] = [];
    const hand = handTimers();
    backend = createBackend({
      host: 'web',
      version: '0.0.0-test',
      dataDir: dir,
      settings,
      secrets: new MemorySecretStore(),
      startDemoMarketplace: () => {
        starts.push(starts.length + 1);
        return started();
      },
      openExternal: async () => undefined,
      logger: {
        info: () => undefined,
        error: (message, error) => errors.push(`${message}: ${String(error)}`),
      },
      backgroundTimers: hand.timers,
      demoLaunchHoldMs,
    });
    return { backend, starts, hand, errors };
  }

  it('starts at once on a first launch: a new person’s first sync is not held', async () => {
    const { backend, starts } = launch(null);
    const list = await backend.dispatch('listProfiles', {});
    expect(list.ok).toBe(true);
    expect(starts).toEqual([1]);
  });

  it('is held while a returning seller’s first screen reads the cache, then starts once, for whoever asked', async () => {
    const { backend, starts, hand } = launch('self:demo-app');
    let listed = false;
    const list = backend.dispatch('listProfiles', {}).then((answer) => ((listed = true), answer));
    // The first screen's data comes from the cache meanwhile.
    const screen = await backend.dispatch('getLastScreen', undefined);
    expect(screen.ok).toBe(true);
    const status = await backend.dispatch('getShipmentCacheStatus', undefined);
    expect(status).toMatchObject({ ok: true, value: { profileId: 'demo', runningJobId: null } });
    expect(starts).toEqual([]);
    expect(listed).toBe(false);

    const hold = hand.set.find((t) => t.ms === DEMO_LAUNCH_HOLD_MS);
    expect(hold).toBeDefined();
    hold?.run();
    expect((await list).ok).toBe(true);
    expect(starts).toEqual([1]);
  });

  it('is not held when the host asks for no hold (the journeys, through STOCKROOM_DEMO_LAUNCH_HOLD_MS=0)', async () => {
    const { backend, starts, hand } = launch(
      'self:demo-app',
      undefined,
      demoLaunchHoldFrom({ [DEMO_LAUNCH_HOLD_ENV]: '0' }),
    );
    expect((await backend.dispatch('listProfiles', {})).ok).toBe(true);
    expect(starts).toEqual([1]);
    expect(hand.set.filter((t) => t.ms === DEMO_LAUNCH_HOLD_MS)).toEqual([]);
  });

  it('reads the hold from the environment only as a whole number of ms up to a minute', () => {
    const hold = (value: string | undefined) => demoLaunchHoldFrom({ [DEMO_LAUNCH_HOLD_ENV]: value });
    expect(hold('0')).toBe(0);
    expect(hold('1500')).toBe(1500);
    expect(hold('60000')).toBe(60_000);
    for (const bad of [undefined, '', '-1', '1.5', '3s', '60001', '99999999'])
      expect(hold(bad)).toBeUndefined();
  });

  it('a launch closed while it holds the marketplace closes at once and never starts it', async () => {
    const { backend, starts, errors } = launch('self:demo-app');
    const list = backend.dispatch('listProfiles', {});
    await backend.close();
    expect(starts).toEqual([]);
    // What waited for it (the journaled actions' resumes) stops without a word: the next start takes them up.
    for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(errors).toEqual([]);
    // Asked during the hold: answered, with the sentence of a closing app rather than never (or as a fault).
    expect(await list).toEqual({
      ok: false,
      error: { code: 'CANCELLED', message: 'Stockroom is closing, or its backend stopped: restart the app.' },
    });
  });

  it('a launch closed while the marketplace starts closes once it is up, and nothing waiting then reaches the closed app', async () => {
    let up = (_marketplace: DemoMarketplace) => {};
    let closedMarketplaces = 0;
    const { backend, starts, errors } = launch(null, () => new Promise((resolve) => (up = resolve)));
    // The launch's sync and the journaled actions' resumes now wait for the marketplace.
    await vi.waitFor(() => expect(starts).toEqual([1]));
    let closed = false;
    const closing = backend.close().then(() => (closed = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toBe(false);

    up({ ...idle, close: async () => void (closedMarketplaces += 1) });
    await closing;
    // What waited goes on now, against a closed database, unless it sees the app closing.
    for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(closedMarketplaces).toBe(1);
    expect(starts).toEqual([1]);
    expect(errors).toEqual([]);
  });
});
