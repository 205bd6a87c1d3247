import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** What the simulator prints after `SIMULATOR READY` (see src/simulator/README.md). */
export interface SimInfo {
  base_url: string;
  auth_url: string;
  affiliate_base_url: string;
  admin_url: string;
  credentials: {
    self_access: { appId: string; appSecret: string };
    third_party: { appId: string; appSecret: string; redirectUri?: string };
    affiliate: { trackingId: string; token: string };
  };
}

export interface SimProcess {
  info: SimInfo;
  pid: number;
  /** The settings it was started with, for notes. */
  settings: SimSettings;
  close(): Promise<void>;
}

export interface SimSettings {
  seed?: number;
  shipments?: number;
  /** Returns of the primary seller (the simulator's default when absent). */
  returns?: number;
  products?: number;
  latencyMs?: number;
}

/** Children still running; killed if the benchmark process ends without closing them (an error, an exit). */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

const CLI = fileURLToPath(new URL('../../src/simulator/cli.ts', import.meta.url));
const READY = 'SIMULATOR READY ';

/**
 * Starts the simulator as a child process through its CLI, on a free loopback port. A separate process, as the real
 * marketplace is: its work does not share the benchmark's event loop, and its memory can be read from /proc.
 */
export function startSimProcess(settings: SimSettings, timeoutMs = 60_000): Promise<SimProcess> {
  const full = { seed: 42, shipments: 2000, products: 20000, latencyMs: 0, ...settings };
  const args = [
    CLI,
    ...['--port', '0', '--seed', String(full.seed), '--shipments', String(full.shipments)],
    ...['--products', String(full.products), '--latency-ms', String(full.latencyMs)],
    ...(full.returns === undefined ? [] : ['--returns', String(full.returns)]),
  ];
  // process.execPath: the Node 24 that runs the benchmark (npm scripts put it first on PATH).
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return new Promise<SimProcess>((resolve, reject) => {
    let out = '';
    let err = '';
    const fail = (why: string): void => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`the simulator did not start: ${why}${err ? `\n${err.slice(-2000)}` : ''}`));
    };
    const timer = setTimeout(() => fail(`no ${READY.trim()} line within ${timeoutMs} ms`), timeoutMs);
    child.stderr?.on('data', (chunk: Buffer) => {
      err += chunk.toString('utf8');
    });
    child.once('error', (e) => fail(e.message));
    const onExit = (code: number | null, signal: NodeJS.Signals | null): void =>
      fail(`it exited (${signal ?? `code ${String(code)}`})`);
    child.once('exit', onExit);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const line = out.split('\n').find((l) => l.startsWith(READY) && out.includes('\n', out.indexOf(l)));
      if (line === undefined) return;
      clearTimeout(timer);
      child.off('exit', onExit);
      child.stdout?.removeAllListeners('data');
      child.stdout?.resume();
      try {
        const info = JSON.parse(line.slice(READY.length)) as SimInfo;
        resolve({ info, pid: child.pid ?? -1, settings: full, close: () => stop(child) });
      } catch (e) {
        fail(`its READY line is not JSON (${(e as Error).message})`);
      }
    });
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** A call to the simulator's admin interface (its clock, faults, counters, moves): its JSON answer, or an error. */
export async function simAdmin(
  sim: SimProcess,
  method: string,
  path: string,
  body?: unknown,
): Promise<unknown> {
  const res = await fetch(`${sim.info.admin_url}${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
  if (!res.ok) throw new Error(`admin ${method} ${path}: ${res.status}`);
  return res.json();
}
