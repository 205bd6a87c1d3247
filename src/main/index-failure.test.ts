import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { fakeElectron } from './hosts/electron/fake-electron.test-support.ts';
import { appMigrations } from './app/migrations.ts';
const MIGRATIONS = appMigrations.steps;

// The real Electron entry against a fake `electron` module, on a data folder it must refuse.
const dataDir = mkdtempSync(join(tmpdir(), 'stockroom-entry-fail-'));
const fake = vi.hoisted(() => ({ current: undefined as unknown, exits: [] as number[] }));
vi.mock('electron', () => {
  const built = (fake.current ??= buildFake());
  return { default: built, ...(built as object) };
});

function buildFake() {
  const { electron, ipcMain } = fakeElectron(join(tmpdir(), 'unused-user-data'));
  return {
    ...electron,
    app: { ...electron.app, exit: (code: number) => void fake.exits.push(code) },
    ipcMain: Object.assign(ipcMain, { on: () => undefined }),
  };
}

describe('src/main/index.ts when the app cannot start', () => {
  const argv = process.argv;
  afterAll(() => {
    process.argv = argv;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints one sentence, exits with 1, and keeps the stack for the log file', async () => {
    const db = new DatabaseSync(join(dataDir, 'stockroom.sqlite'));
    db.exec(`PRAGMA user_version = ${MIGRATIONS.length + 3}`);
    db.close();
    const printed: unknown[][] = [];
    const spy = vi
      .spyOn(console, 'error')
      .mockImplementation((...args: unknown[]) => void printed.push(args));
    try {
      process.argv = [...argv, '--data-dir', dataDir];
      await import('./index.ts');
      await vi.waitFor(() => expect(fake.exits).toEqual([1]));
    } finally {
      spy.mockRestore();
    }
    expect(printed).toEqual([
      [
        `This data folder was written by a newer Stockroom (app schema ${MIGRATIONS.length + 3}, this version knows ${MIGRATIONS.length}). Update Stockroom to open it.`,
      ],
    ]);
    expect(readFileSync(join(dataDir, 'stockroom.log'), 'utf8')).toMatch(/\n\s+at /);
    expect(existsSync(join(dataDir, 'config.json'))).toBe(false);
    expect(readdirSync(dataDir).sort()).toEqual(['stockroom.log', 'stockroom.sqlite']);
  });
});
