import { expect } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JobProgress } from '../src/shared/app/payloads.ts';
import { startWebHost, stopProcess } from './host-process.ts';

/** A web host started for a journey, on a data folder of its own that ends with it. */
export interface Host {
  child: ChildProcess;
  ready: Record<string, unknown>;
  dataDir: string;
  /** The session its one-time token was traded for, when that was done from here rather than by the page. */
  session?: { name: string; value: string };
  /** When its last shipment sync was seen ended (`Date.now()`), for a host made ready ahead of its journey. */
  syncedAt?: number;
}

/** How long a launch on a copied folder may take to end its own short syncs. */
const LAUNCH_SYNCS_MS = 60_000;

/**
 * A spare ready longer than this syncs its shipments again as it is taken. Shipments opened within a minute of a sync
 * start none (`FRESH_FOR_MS`, shipment-service.ts), so a journey began a minute from its launch's syncs, as before
 * spares; on an older spare the screen's own sync would redraw it under a journey's steps.
 */
const SPARE_FRESH_MS = 10_000;

/** Waits until `listJobs` shows `shipmentSyncs` finished shipment syncs and no job running. */
export async function syncsEnded(
  listJobs: () => Promise<JobProgress[]>,
  shipmentSyncs: number,
  timeout: number,
): Promise<void> {
  await expect
    .poll(
      async () => {
        const jobs = await listJobs();
        const running = jobs.some((j) => j.state === 'running');
        const syncs = jobs.filter((j) => j.kind === 'shipmentSync' && j.state === 'done').length;
        return !running && syncs >= shipmentSyncs;
      },
      { timeout },
    )
    .toBe(true);
}

export async function stopHost(host: Host): Promise<void> {
  await stopProcess(host.child);
  rmSync(host.dataDir, { recursive: true, force: true });
}

/**
 * A Stockroom launched on a copy of `syncedDemo` (a Demo synced once and quit), as on any launch after a seller's
 * first. Such a launch holds the Demo's marketplace a moment while a first screen is drawn; a journey waits for this
 * launch's syncs to end before it acts, so the hold would only be time spent idle (restart.spec.ts keeps it).
 */
export async function startCopiedHost(syncedDemo: string): Promise<Host> {
  const dataDir = mkdtempSync(join(tmpdir(), 'stockroom-e2e-'));
  try {
    cpSync(syncedDemo, dataDir, { recursive: true });
    return { dataDir, ...(await startWebHost(dataDir, { STOCKROOM_DEMO_LAUNCH_HOLD_MS: '0' })) };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * A copied launch once its own short syncs have ended. Its token is traded here for a session, which a journey's
 * browser is then given as its cookie: the page opens on a host with nothing left to do. No window has told this
 * backend its languages by then, so the syncs' closing sentences are in English (backend-language.ts).
 */
async function startSyncedHost(syncedDemo: string): Promise<Host> {
  const host = await startCopiedHost(syncedDemo);
  try {
    const redeemed = await fetch(host.ready.url as string, { redirect: 'manual' });
    const cookie = /^(?<name>[^=]+)=(?<value>[^;]+)/.exec(redeemed.headers.get('set-cookie') ?? '')?.groups;
    if (cookie?.name === undefined || cookie.value === undefined)
      throw new Error(`the host traded no session for its token (HTTP ${redeemed.status})`);
    const synced = { ...host, session: { name: cookie.name, value: cookie.value } };
    // The copy already holds the warm-up's finished sync: this launch's is the second.
    await syncsEnded(() => callHost<JobProgress[]>(synced, 'listJobs', {}), 2, LAUNCH_SYNCS_MS);
    return { ...synced, syncedAt: Date.now() };
  } catch (error) {
    await stopHost(host);
    throw error;
  }
}

/** A contract call to a host whose session is held here, as its window would make it. */
async function callHost<T>(host: Host, name: string, input: unknown): Promise<T> {
  const res = await fetch(`${host.ready.origin as string}/api/calls/${name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `${host.session?.name ?? ''}=${host.session?.value ?? ''}`,
    },
    body: JSON.stringify({ input }),
  });
  const envelope = (await res.json()) as { ok: boolean; value: T };
  if (!envelope.ok) throw new Error(`${name}: ${JSON.stringify(envelope)}`);
  return envelope.value;
}

/** A spare's shipments synced again, when it has waited long enough for the Shipments screen to start a sync itself. */
async function freshened(host: Host): Promise<Host> {
  if (Date.now() - (host.syncedAt ?? 0) <= SPARE_FRESH_MS) return host;
  const listJobs = () => callHost<JobProgress[]>(host, 'listJobs', {});
  const before = (await listJobs()).filter((j) => j.kind === 'shipmentSync' && j.state === 'done').length;
  await callHost(host, 'startShipmentSync', { kind: 'auto' });
  await syncsEnded(listJobs, before + 1, LAUNCH_SYNCS_MS);
  return { ...host, syncedAt: Date.now() };
}

/**
 * One host kept ready per Playwright worker: while a journey runs, the next one's Stockroom is launched and its
 * launch syncs waited out (seconds of a journey's start spent waiting, not working), so a journey that takes it
 * starts with its page. Journeys that start otherwise (`demo: 'new'`, another language) leave it for the next.
 */
export class SpareHosts {
  readonly #syncedDemo: string;
  #next: Promise<Host> | undefined;

  constructor(syncedDemo: string) {
    this.#syncedDemo = syncedDemo;
  }

  /**
   * The host made ready for this journey (started now if none is; its shipments synced again if it has waited), and
   * the next one's start begun.
   */
  async take(): Promise<Host> {
    const taken = this.#next ?? startSyncedHost(this.#syncedDemo);
    this.#next = startSyncedHost(this.#syncedDemo);
    // A spare that fails to start is reported by the journey that takes it, not as an unhandled rejection here.
    this.#next.catch(() => undefined);
    const host = await taken;
    try {
      return await freshened(host);
    } catch (error) {
      await stopHost(host);
      throw error;
    }
  }

  async close(): Promise<void> {
    const next = this.#next;
    this.#next = undefined;
    const host = await next?.catch(() => undefined);
    if (host) await stopHost(host);
  }
}
