import { vi } from 'vitest';
import type { JobProgress } from '../../shared/app/payloads.ts';
import type { ProfileSummary } from '../../shared/accounts/profile.ts';
import type { Printer } from '../app/printer.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MemorySecretStore } from '../accounts/secret-store.ts';
import { createBackend, type Backend } from '../backend/create-backend.ts';
import type { Logger } from '../backend/logger.ts';
import { startDemoMarketplace } from '../hosts/start-demo-marketplace.ts';
import { openConfSettings } from '../storage/settings.ts';

/**
 * A real backend on a fresh temporary data folder, with the real simulator as its Demo marketplace. Pass the
 * `dataDir` of an earlier one to start again on the same folder, as after a restart (secrets in memory are gone).
 */
export function startTestBackend(
  options: {
    dataDir?: string;
    now?: () => Date;
    /** The wait between a marketplace call's retries (absent: real time). */
    httpSleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
    openExternal?: (url: string) => Promise<void>;
    /** The desktop app's printer (over the fake electron); absent, the backend is the web host's. */
    printer?: Printer;
    /** The secrets of an earlier one, kept across a restart as the desktop app's keychain keeps them. */
    secrets?: MemorySecretStore;
    /** How long a restart holds the Demo's marketplace (absent: not at all, so restarts do not wait in real time). */
    demoLaunchHoldMs?: number;
  } = {},
): {
  backend: Backend;
  dataDir: string;
  logs: string[];
  secrets: MemorySecretStore;
  close(): Promise<void>;
} {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'stockroom-test-'));
  const logs: string[] = [];
  const logger: Logger = {
    info: (message) => logs.push(message),
    error: (message, error) =>
      logs.push(`${message} ${error instanceof Error ? error.message : String(error ?? '')}`),
  };
  const secrets = options.secrets ?? new MemorySecretStore();
  const backend = createBackend({
    host: 'web',
    version: '0.0.0-test',
    dataDir,
    settings: openConfSettings(dataDir),
    secrets,
    startDemoMarketplace,
    openExternal: options.openExternal ?? (async () => undefined),
    logger,
    demoLaunchHoldMs: options.demoLaunchHoldMs ?? 0,
    ...(options.now === undefined ? {} : { now: options.now }),
    ...(options.httpSleep === undefined ? {} : { httpSleep: options.httpSleep }),
    ...(options.printer === undefined ? {} : { printer: options.printer }),
  });
  return {
    backend,
    dataDir,
    logs,
    secrets,
    close: async () => {
      await backend.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What a call through the backend's dispatcher answers, as the window receives it; a refusal throws, naming it. */
export async function callValue<T>(backend: Backend, name: string, input: unknown = {}): Promise<T> {
  const envelope = await backend.dispatch(name, input);
  if (!envelope.ok) throw new Error(`${name}: ${JSON.stringify(envelope.error)}`);
  return envelope.value as T;
}

/** A job's last progress once it has ended (done, failed or cancelled), waited for among the progress collected. */
export function jobEnd(jobs: readonly JobProgress[], jobId: string, timeout: number): Promise<JobProgress> {
  return vi.waitFor(
    () => {
      const last = jobs.filter((j) => j.jobId === jobId && j.state !== 'running').at(-1);
      if (!last) throw new Error(`job ${jobId} still running`);
      return last;
    },
    { timeout, interval: 20 },
  );
}

/** A loopback port that was just free: nothing listens there now (a marketplace that is not running). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A Custom profile with every address at `origin` and a self-access application, made the active one. */
export async function activeShopAt(backend: Backend, origin: string): Promise<ProfileSummary> {
  const profile = await callValue<ProfileSummary>(backend, 'saveProfile', {
    name: 'Shop',
    kind: 'custom',
    sellerBaseUrl: `${origin}/sellers`,
    authUrl: origin,
    affiliateBaseUrl: origin,
  });
  await callValue(backend, 'setSellerApp', {
    profileId: profile.id,
    type: 'self_access',
    appId: 'app',
    appSecret: 'secret',
  });
  await callValue(backend, 'activateProfile', { id: profile.id });
  return profile;
}
