import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardQuit, type QuittingApp } from './quit-guard.ts';
import { startShell, type Shell } from './testing/start-shell.test-support.ts';

/** An app whose quit() fires before-quit as Electron's does, and quits unless a listener prevents it. */
function fakeApp() {
  let listener: ((e: { preventDefault(): void }) => void) | undefined;
  const app = {
    quitted: 0,
    on: (_event: 'before-quit', l: (e: { preventDefault(): void }) => void) => void (listener = l),
    quit() {
      let prevented = false;
      listener?.({ preventDefault: () => void (prevented = true) });
      if (!prevented) app.quitted += 1;
    },
  } satisfies QuittingApp & { quitted: number };
  return app;
}

/** A timer the test fires by hand. */
function manualTimer() {
  const pending: { ms: number; fire: () => void }[] = [];
  return { pending, wait: (ms: number) => new Promise<void>((fire) => pending.push({ ms, fire })) };
}

const settle = () => new Promise((r) => setImmediate(r));

describe('quitting lets running jobs reach a checkpoint', () => {
  it('waits for the backend to stop before quitting, saying so while jobs run', async () => {
    const app = fakeApp();
    const said: string[] = [];
    let stopped!: () => void;
    const timer = manualTimer();
    guardQuit(app, {
      runningJobs: () => 2,
      close: () => new Promise<void>((r) => (stopped = r)),
      say: (m) => said.push(m),
      wait: timer.wait,
    });
    app.quit();
    expect(app.quitted).toBe(0);
    expect(said).toEqual(['Closing: waiting for 2 running jobs to save where they are (at most 5 seconds)…']);
    app.quit(); // a second Quit while waiting changes nothing
    expect(timer.pending).toHaveLength(1);
    stopped();
    await settle();
    expect(app.quitted).toBe(1);
  });

  it('quits after at most the bound when a job does not stop', async () => {
    const app = fakeApp();
    const timer = manualTimer();
    guardQuit(app, {
      runningJobs: () => 1,
      close: () => new Promise(() => undefined),
      say: () => undefined,
      wait: timer.wait,
    });
    app.quit();
    await settle();
    expect(app.quitted).toBe(0);
    expect(timer.pending.map((p) => p.ms)).toEqual([5000]);
    timer.pending[0]!.fire();
    await settle();
    expect(app.quitted).toBe(1);
  });

  it('says nothing when no job runs, and still closes the backend first', async () => {
    const app = fakeApp();
    const said: string[] = [];
    const order: string[] = [];
    guardQuit(app, {
      runningJobs: () => 0,
      close: async () => void order.push('closed'),
      say: (m) => said.push(m),
      wait: () => new Promise(() => undefined),
    });
    app.quit();
    await settle();
    order.push(`quitted ${app.quitted}`);
    expect(order).toEqual(['closed', 'quitted 1']);
    expect(said).toEqual([]);
  });
});

describe('the desktop shell on quit', () => {
  let shell: Shell | undefined;
  afterEach(async () => {
    await shell?.stop();
    shell = undefined;
  });

  it('closes the database before the app goes', async () => {
    shell = await startShell({ thread: true });
    const before = shell.fake.os.quits;
    shell.fake.electron.app.quit();
    await vi.waitFor(() => expect(shell!.fake.os.quits).toBe(before + 2), { timeout: 15_000 });
    // The last connection to close copies the log into the database file and removes it.
    expect(existsSync(join(shell.dataDir, 'stockroom.sqlite-wal'))).toBe(false);
    await expect(shell.invoke('getAppInfo')).resolves.toMatchObject({
      ok: false,
      error: { code: 'INTERNAL' },
    });
  });
});
