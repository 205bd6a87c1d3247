import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IPC_CHANNEL_PREFIX } from '../../../shared/ipc/types.ts';
import type { BackendHandle } from '../backend-thread/backend-thread.ts';
import { startTestBackend } from '../../testing/test-backend.ts';
import { openConfSettings } from '../../storage/settings.ts';
import { FakeBrowserWindow, fakeElectron } from './fake-electron.test-support.ts';
import { startElectronApp } from './start-electron-app.ts';

type Answer = { ok: boolean; value?: unknown; error?: { code: string; message: string } };

describe('printing in the desktop app (fake electron: Electron cannot run here)', () => {
  const root = mkdtempSync(join(tmpdir(), 'stockroom-print-'));
  const fake = fakeElectron(join(root, 'user-data'));
  const frame = { url: `file://${join(root, 'out', 'renderer', 'index.html')}`, parent: null };
  const invoke = (name: string, input: unknown) =>
    fake.ipcMain.invoke(IPC_CHANNEL_PREFIX + name, frame, input) as Promise<Answer>;
  let backend: BackendHandle;
  let win: FakeBrowserWindow;

  beforeAll(async () => {
    const started = await startElectronApp(fake.electron, {
      mainDir: join(root, 'out', 'main'),
      argv: [],
      env: {},
      openSettings: openConfSettings,
    });
    if (!started) throw new Error('the first launch must start the backend');
    backend = started;
    win = FakeBrowserWindow.created[0] as FakeBrowserWindow;
  });
  afterAll(async () => {
    await backend.close();
    rmSync(root, { recursive: true, force: true });
  });
  beforeEach(() => {
    win.webContents.printed = [];
    win.webContents.pdfs = [];
    win.webContents.printAnswer = { success: true, failureReason: '' };
    fake.os.saveDialogs = [];
  });

  it('says the window prints by itself', async () => {
    expect(await invoke('getAppInfo', {})).toMatchObject({ ok: true, value: { canPrintInApp: true } });
  });

  it("prints through the system's print dialog, and says when the person cancelled it", async () => {
    expect(await invoke('printDocument', { to: 'printer' })).toEqual({
      ok: true,
      value: { outcome: 'printed' },
    });
    expect(win.webContents.printed).toEqual([{ silent: false, printBackground: false }]);

    win.webContents.printAnswer = { success: false, failureReason: 'cancelled' };
    expect(await invoke('printDocument', { to: 'printer' })).toEqual({
      ok: true,
      value: { outcome: 'cancelled' },
    });
  });

  it('says in a sentence when the print failed', async () => {
    win.webContents.printAnswer = { success: false, failureReason: 'Printer unavailable' };
    const answer = await invoke('printDocument', { to: 'printer' });
    expect(answer.ok).toBe(false);
    expect(answer.error?.message).toBe(
      'The print did not go through (Printer unavailable). Check the printer and try again.',
    );
  });

  it('saves the window as an A4 PDF where the save dialog says, suggesting the screen’s file name', async () => {
    const folder = join(root, 'chosen');
    mkdirSync(folder);
    fake.os.saveDialogAnswer = { canceled: false, filePath: join(folder, 'pick list') };
    const answer = await invoke('printDocument', { to: 'pdf', fileName: 'Pick list 2026-11-25.pdf' });
    const path = join(folder, 'pick list.pdf');
    expect(answer).toEqual({ ok: true, value: { outcome: 'saved', path } });
    expect(fake.os.saveDialogs).toEqual([
      {
        title: 'Save as PDF',
        defaultPath: '/home/seller/Downloads/Pick list 2026-11-25.pdf',
        filters: [{ name: 'PDF documents', extensions: ['pdf'] }],
      },
    ]);
    expect(win.webContents.pdfs).toEqual([
      { pageSize: 'A4', printBackground: false, preferCSSPageSize: true, generateTaggedPDF: false },
    ]);
    expect(readFileSync(path, 'utf8')).toMatch(/^%PDF-/);
  });

  it('writes nothing when the save dialog is cancelled, and says why a folder would not take the file', async () => {
    fake.os.saveDialogAnswer = { canceled: true };
    expect(await invoke('printDocument', { to: 'pdf' })).toEqual({
      ok: true,
      value: { outcome: 'cancelled' },
    });
    expect(win.webContents.pdfs).toEqual([]);

    const missing = join(root, 'no-such-folder', 'list.pdf');
    fake.os.saveDialogAnswer = { canceled: false, filePath: missing };
    const answer = await invoke('printDocument', { to: 'pdf' });
    expect(answer.error).toEqual({
      code: 'STORAGE',
      message: `The PDF could not be saved to ${missing} (ENOENT). Choose another folder.`,
    });
  });

  it('refuses a file name that is a path', async () => {
    const answer = await invoke('printDocument', { to: 'pdf', fileName: '../../etc/x.pdf' });
    expect(answer.error?.code).toBe('VALIDATION');
    expect(fake.os.saveDialogs).toEqual([]);
  });
});

describe('printing in the web host', () => {
  it('has no print of its own: the browser prints, and the call says so', async () => {
    const t = startTestBackend();
    try {
      expect(await t.backend.dispatch('getAppInfo', {})).toMatchObject({ value: { canPrintInApp: false } });
      const answer = await t.backend.dispatch('printDocument', { to: 'printer' });
      expect(answer).toMatchObject({ ok: false, error: { code: 'NOT_CONFIGURED' } });
      expect(answer.ok ? '' : answer.error.message).toContain("use the browser's Print (Ctrl+P)");
    } finally {
      await t.close();
    }
  });
});
