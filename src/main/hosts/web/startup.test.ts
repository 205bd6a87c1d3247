import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import {
  chmodSync,
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appMigrations } from '../../app/migrations.ts';
const MIGRATIONS = appMigrations.steps;

const NODE = fileURLToPath(new URL('../../../../node_modules/.bin/node', import.meta.url));
const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));
/** Root may write anywhere; a folder that cannot be written is only one for somebody else. */
const NOBODY = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'stockroom-startup-'));
  chmodSync(root, 0o755);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** `npm run start:web` as a person runs it, until it is ready or exits. */
function startCli(args: string[], as: { uid?: number; gid?: number } = {}) {
  const child = spawn(NODE, [CLI, '--port', '0', '--no-open', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, STOCKROOM_DATA_DIR: '', HOME: root },
    ...as,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const ready = new Promise<{ url: string; origin: string }>((resolve, reject) => {
    child.stdout.on('data', () => {
      const line = stdout.split('\n').find((l) => l.startsWith('STOCKROOM WEB READY '));
      if (line)
        resolve(JSON.parse(line.slice('STOCKROOM WEB READY '.length)) as { url: string; origin: string });
    });
    void exited.then((code) => reject(new Error(`exited ${code}: ${stderr}`)));
  });
  ready.catch(() => undefined);
  return { child, ready, exited, out: () => stdout, err: () => stderr };
}

async function session(ready: { url: string; origin: string }) {
  const entry = await fetch(ready.url, { redirect: 'manual' });
  const cookie = (entry.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return async (name: string, input: unknown = {}): Promise<any> =>
    (
      await fetch(`${ready.origin}/api/calls/${name}`, {
        method: 'POST',
        headers: { cookie, origin: ready.origin, 'content-type': 'application/json' },
        body: JSON.stringify({ input }),
      })
    ).json();
}

describe('npm run start:web when it cannot start', () => {
  it('a database from a newer Stockroom: its sentence and nothing else, exit 1, no -wal or -shm', async () => {
    const dataDir = join(root, 'data');
    mkdirSync(dataDir);
    const db = new DatabaseSync(join(dataDir, 'stockroom.sqlite'));
    db.exec(`PRAGMA user_version = ${MIGRATIONS.length + 1}`);
    db.close();
    const run = startCli(['--data-dir', dataDir]);
    expect(await run.exited).toBe(1);
    expect(run.err()).toBe(
      `This data folder was written by a newer Stockroom (app schema ${MIGRATIONS.length + 1}, this version knows ${MIGRATIONS.length}). Update Stockroom to open it.\n`,
    );
    expect(run.out()).toBe('');
    expect(readdirSync(dataDir).filter((f) => f.startsWith('stockroom.sqlite'))).toEqual([
      'stockroom.sqlite',
    ]);
    // The stack is in the log file, not on the terminal.
    expect(readFileSync(join(dataDir, 'stockroom.log'), 'utf8')).toMatch(
      /AppError: This data folder[\s\S]*\n\s+at /,
    );
  });

  it('a port already in use: one sentence, exit 1, the stack in the log only', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as AddressInfo;
    try {
      const dataDir = join(root, 'data');
      const child = spawn(NODE, [CLI, '--port', String(port), '--no-open', '--data-dir', dataDir], {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, STOCKROOM_DATA_DIR: '' },
      });
      let stderr = '';
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      const [code] = await once(child, 'exit');
      expect(code).toBe(1);
      expect(stderr).toBe(
        `Port ${port} is already in use: choose another with --port, or stop the program using it.\n`,
      );
      expect(readFileSync(join(dataDir, 'stockroom.log'), 'utf8')).toMatch(/EADDRINUSE[\s\S]*\n\s+at /);
    } finally {
      blocker.close();
    }
  });

  it('a data folder that cannot be created: one sentence naming it, exit 1', async () => {
    writeFileSync(join(root, 'a-file'), '');
    const run = startCli(['--data-dir', join(root, 'a-file', 'data')]);
    expect(await run.exited).toBe(1);
    const lines = run.err().trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Stockroom cannot use the data folder .*a-file.* \(ENOTDIR\): choose another with --data-dir/,
    );
  });
});

describe('npm run start:web on a damaged or read-only folder', () => {
  it('a damaged settings file: starts, names the kept file on screen (getAppInfo) and in the log', async () => {
    const dataDir = join(root, 'data');
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, 'config.json'), '{"profiles": [null');
    const run = startCli(['--data-dir', dataDir]);
    try {
      const call = await session(await run.ready);
      const kept = readdirSync(dataDir).find((f) => f.startsWith('config.damaged-')) ?? '';
      const { notices } = (await call('getAppInfo')).value as { notices: string[] };
      expect(notices).toHaveLength(1);
      expect(notices[0]).toContain(join(dataDir, kept));
      expect(run.out()).toContain(notices[0]);
    } finally {
      run.child.kill('SIGTERM');
      await run.exited;
    }
  });

  it('a database damaged on disk after a clean close, size and time kept: starts, keeps it aside, says so', async () => {
    const dataDir = join(root, 'data');
    const first = startCli(['--data-dir', dataDir]);
    const call = await session(await first.ready);
    // The Demo's first shipment sync, so the file holds rows past the tables' first pages.
    await vi.waitFor(
      async () => {
        const { value } = (await call('listJobs')) as { value: { kind: string; state: string }[] };
        expect(value.some((j) => j.kind === 'shipmentSync' && j.state === 'done')).toBe(true);
      },
      { timeout: 60_000, interval: 200 },
    );
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    // The clean close noted the file, so the next start does not read it page by page (clean-close.ts). The pages
    // past every table's first go bad, as a disk can spoil them, the file's size and time kept to the nanosecond (as
    // `touch -r` does): the open finds nothing wrong, and the start meets the damage later.
    const file = join(dataDir, 'stockroom.sqlite');
    // Read as it is: an ordinary connection would leave a -wal beside it, which the next start would see as a change.
    const db = new DatabaseSync(`${pathToFileURL(file).href}?immutable=1`, { readOnly: true });
    const read = (sql: string) => db.prepare(sql).all() as Record<string, number>[];
    const firstPages = Math.max(...read('SELECT rootpage FROM sqlite_master').map((r) => r.rootpage ?? 0));
    const pageSize = read('PRAGMA page_size')[0]!.page_size!;
    const pages = read('PRAGMA page_count')[0]!.page_count!;
    db.close();
    const time = join(root, 'time');
    writeFileSync(time, '');
    execFileSync('touch', ['-r', file, time]);
    const fd = openSync(file, 'r+');
    for (let page = firstPages + 1; page <= pages; page++)
      writeSync(fd, Buffer.alloc(pageSize, 0x5a), 0, pageSize, (page - 1) * pageSize);
    closeSync(fd);
    execFileSync('touch', ['-r', time, file]);

    const run = startCli(['--data-dir', dataDir]);
    try {
      const again = await session(await run.ready);
      const { notices } = (await again('getAppInfo')).value as { notices: string[] };
      const kept = readdirSync(dataDir).find((f) => f.startsWith('stockroom.damaged-')) ?? '';
      expect(kept).not.toBe('');
      expect(notices).toEqual([
        expect.stringMatching(/^Stockroom’s database was damaged, so Stockroom started a new one/),
      ]);
      expect(notices[0]).toContain(join(dataDir, kept));
    } finally {
      run.child.kill('SIGTERM');
      await run.exited;
    }
  });

  it('a folder that cannot be written: starts, says so in one sentence, and refuses changes as STORAGE', async () => {
    const dataDir = join(root, 'data');
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, 'config.json'), JSON.stringify({ profiles: [], activeProfileId: 'demo' }));
    chmodSync(join(dataDir, 'config.json'), 0o644);
    chmodSync(dataDir, 0o555);
    const run = startCli(['--data-dir', dataDir], NOBODY);
    try {
      const call = await session(await run.ready);
      const { notices } = (await call('getAppInfo')).value as { notices: string[] };
      expect(notices).toEqual([
        `Stockroom cannot write to its data folder ${dataDir}, so nothing you change will be kept. Make the folder writable (or start Stockroom with --data-dir and another folder) and restart.`,
      ]);
      const saved = await call('saveProfile', {
        name: 'Shop',
        kind: 'custom',
        sellerBaseUrl: 'https://shop.example/sellers',
        authUrl: 'https://shop.example',
        affiliateBaseUrl: 'https://shop.example',
      });
      expect(saved).toMatchObject({
        ok: false,
        error: {
          code: 'STORAGE',
          message: expect.stringContaining(`its data folder ${dataDir} cannot be written`),
        },
      });
      expect((await call('listProfiles')).ok).toBe(true);
      // The window still learns its language: the OS's languages are kept for the next start only where they can be.
      expect(await call('getLanguage', { system: ['hi-IN'] })).toMatchObject({
        ok: true,
        value: { choice: 'system', language: 'hi' },
      });
    } finally {
      run.child.kill('SIGTERM');
      await run.exited;
      // Writable again, so the folder can be removed by a test that does not run as root.
      chmodSync(dataDir, 0o755);
    }
  });
});
