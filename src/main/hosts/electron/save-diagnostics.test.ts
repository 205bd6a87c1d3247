import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openConfSettings } from '../../storage/settings.ts';
import type { MenuItemSpec } from './app-menu.ts';
import type { SaveDialogLike } from './printer.ts';
import { saveDiagnostics } from './save-diagnostics.ts';
import { startShell, type Shell } from './testing/start-shell.test-support.ts';

let shell: Shell | undefined;
afterEach(async () => {
  await shell?.stop();
  shell = undefined;
});

const SECRETS = ['sk_live_SEALED', 'c2tfbGl2ZV9TRUFMRUQ=', 'tok_LIVE_123'];

function clickHelp(menu: MenuItemSpec[] | null, label: string): void {
  const help = menu?.find((m) => m.label === 'Help');
  const item = help?.submenu?.find((m) => m.label === label);
  if (!item?.click) throw new Error(`No Help › ${label}`);
  item.click();
}

describe('Help › Save Diagnostics…', () => {
  it('writes the log, versions and settings into one file, with no secret in it', async () => {
    shell = await startShell({
      prepare: (os, dataDir) => {
        const settings = openConfSettings(dataDir);
        // A sealed secret (as safeStorage leaves it), and a secret-named field in a profile.
        settings.set('encryptedSecrets', { 'demo:refreshToken': 'c2tfbGl2ZV9TRUFMRUQ=' });
        // An earlier line in the log that carried a token (say, from a failed start).
        appendFileSync(join(dataDir, 'stockroom.log'), 'GET /orders?access_token=tok_LIVE_123 failed\n');
        os.saveDialogAnswer = { canceled: false, filePath: join(dataDir, '..', 'diagnostics.txt') };
      },
    });
    clickHelp(shell.fake.os.menu, 'Save Diagnostics…');
    const saved = join(shell.root, 'diagnostics.txt');
    await new Promise<void>((resolve) => {
      const wait = () => (shell!.fake.os.messageBoxes.length > 0 ? resolve() : setImmediate(wait));
      wait();
    });
    expect(shell.fake.os.messageBoxes.map((b) => b.message)).toEqual([
      `Diagnostics saved to ${saved}. They hold the log, versions and settings, and no secrets.`,
    ]);
    expect(shell.fake.os.saveDialogs[0]).toMatchObject({
      title: 'Save Diagnostics',
      defaultPath: expect.stringMatching(
        /^\/home\/seller\/Downloads\/Stockroom diagnostics \d{4}-\d\d-\d\d\.txt$/,
      ),
    });
    const report = readFileSync(saved, 'utf8');
    expect(report).toContain('Stockroom 0.1.0');
    expect(report).toContain('Electron 45.4.1, Chrome 142.0, Node 24.21.0');
    expect(report).toContain('"backgroundSyncMinutes": 15');
    expect(report).toContain('Sealed secrets: 1 (not included)');
    // The app's own log, as it runs.
    expect(report).toMatch(/ info Updates are off: not a packaged app\./);
    expect(report).toContain('GET /orders?access_token=[removed] failed');
    for (const secret of SECRETS) expect(report, secret).not.toContain(secret);
  });

  it('cancelling the save dialog writes nothing and says nothing', async () => {
    shell = await startShell();
    clickHelp(shell.fake.os.menu, 'Save Diagnostics…');
    await new Promise((r) => setImmediate(r));
    expect(shell.fake.os.saveDialogs).toHaveLength(1);
    expect(shell.fake.os.messageBoxes).toEqual([]);
    expect(existsSync(join(shell.root, 'diagnostics.txt'))).toBe(false);
  });
});

describe("the diagnostics file's name", () => {
  it("at 01:00 in India carries India's day, which UTC still calls yesterday", async () => {
    const asked: string[] = [];
    const dialog: SaveDialogLike = {
      showSaveDialog: async (options) => {
        asked.push(options.defaultPath);
        return { canceled: true };
      },
    };
    const input = { now: new Date('2026-11-28T19:30:00Z') } as Parameters<typeof saveDiagnostics>[2];
    expect(await saveDiagnostics(dialog, () => '/home/seller/Downloads', input, 'Asia/Kolkata')).toBeNull();
    expect(asked).toEqual([join('/home/seller/Downloads', 'Stockroom diagnostics 2026-11-29.txt')]);
  });
});
