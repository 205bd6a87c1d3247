import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IPC_CHANNEL_PREFIX } from '../../../shared/ipc/types.ts';
import type { BackendHandle } from '../backend-thread/backend-thread.ts';
import { startTestBackend } from '../../testing/test-backend.ts';
import { openConfSettings } from '../../storage/settings.ts';
import { FakeBrowserWindow, fakeElectron } from './fake-electron.test-support.ts';
import { electronPrinter, pdfWindowOptions } from './printer.ts';
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
    // Whatever another suite's windows left behind (the suite runs shuffled), this one's window is the first.
    FakeBrowserWindow.created = [];
    FakeBrowserWindow.loadFailure = null;
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
        defaultPath: join('/home/seller/Downloads', 'Pick list 2026-11-25.pdf'),
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

  /** Shows each part in the window, as the pick list's screen does, and asks for its print. */
  async function printParts(documentId: string, shown: string[]): Promise<void> {
    for (const [index, part] of shown.entries()) {
      win.webContents.showing = part;
      expect(await invoke('printDocumentPart', { documentId, index })).toEqual({ ok: true, value: null });
    }
  }

  it('saves a long document printed in parts as one PDF, its pages in order', async () => {
    const folder = join(root, 'parts');
    mkdirSync(folder);
    const path = join(folder, 'Pick list To pack.pdf');
    fake.os.saveDialogAnswer = { canceled: false, filePath: path };
    await printParts('doc-1', ['Pick list of 4 shipments', 'Slips 1-2 of 4', 'Slips 3-4 of 4']);
    expect(win.webContents.pdfs).toHaveLength(3);
    const answer = await invoke('finishDocumentParts', {
      documentId: 'doc-1',
      parts: 3,
      to: 'pdf',
      fileName: 'Pick list To pack.pdf',
    });
    expect(answer).toEqual({ ok: true, value: { outcome: 'saved', path } });
    expect(fake.os.saveDialogs.map((d) => d.defaultPath)).toEqual([
      join('/home/seller/Downloads', 'Pick list To pack.pdf'),
    ]);
    const pages = execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' })
      .split('\f')
      .map((p) => p.trim())
      .filter((p) => p !== '');
    expect(pages).toEqual(['Pick list of 4 shipments', 'Slips 1-2 of 4', 'Slips 3-4 of 4']);
  });

  it('keeps nothing of a document cancelled part-way, and says so if it is finished anyway', async () => {
    await printParts('doc-2', ['Pick list', 'Slips 1-500']);
    expect(await invoke('dropDocumentParts', { documentId: 'doc-2' })).toEqual({ ok: true, value: null });
    const answer = await invoke('finishDocumentParts', {
      documentId: 'doc-2',
      parts: 2,
      to: 'pdf',
      fileName: 'Pick list.pdf',
    });
    expect(answer.error).toEqual({
      code: 'BUSY',
      message: 'The parts of this PDF were not all printed (another print started). Print it again.',
    });
    expect(fake.os.saveDialogs).toEqual([]);
  });

  it('refuses a part out of order, and a document finished with parts missing', async () => {
    await printParts('doc-3', ['Pick list']);
    const skipped = await invoke('printDocumentPart', { documentId: 'doc-3', index: 2 });
    expect(skipped.error?.code).toBe('BUSY');
    const short = await invoke('finishDocumentParts', {
      documentId: 'doc-3',
      parts: 3,
      to: 'pdf',
      fileName: 'Pick list.pdf',
    });
    expect(short.error?.message).toBe(
      'The parts of this PDF were not all printed (another print started). Print it again.',
    );
    expect(fake.os.saveDialogs).toEqual([]);
  });
});

describe('printing a PDF the backend holds (labels, manifests) with the fake electron', () => {
  const root = mkdtempSync(join(tmpdir(), 'stockroom-print-pdf-'));
  const scratch = join(root, 'tmp');
  mkdirSync(scratch);
  const fake = fakeElectron(join(root, 'user-data'));
  const label = Buffer.from('%PDF-1.7\n% labels of 2 shipments\n%%EOF\n');
  /** How the next hidden window's print dialog answers (Electron's callback). */
  let printAnswer = { success: true, failureReason: '' };
  // As start-electron-app wires it: a hidden window per PDF, the scratch folder, the system's viewer.
  const printer = electronPrinter(
    () => null,
    fake.electron.dialog,
    () => '/home/seller/Downloads',
    {
      window: () => {
        const win = new fake.electron.BrowserWindow(pdfWindowOptions()) as FakeBrowserWindow;
        win.webContents.printAnswer = printAnswer;
        return win;
      },
      tempDir: () => scratch,
      openPath: (path) => fake.electron.shell.openPath(path),
    },
  );
  const pdfWindow = () => FakeBrowserWindow.created.at(-1) as FakeBrowserWindow;
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  beforeEach(() => {
    FakeBrowserWindow.created = [];
    FakeBrowserWindow.loadFailure = null;
    printAnswer = { success: true, failureReason: '' };
    fake.os.saveDialogs = [];
    fake.openedPaths.length = 0;
    // A copy kept for the system's viewer by another test is not this test's to remove.
    for (const name of readdirSync(scratch)) rmSync(join(scratch, name), { force: true });
  });
  // Nothing of this suite's fake windows reaches a suite run after it.
  afterEach(() => {
    FakeBrowserWindow.loadFailure = null;
  });

  it('prints it from a hidden window showing the file, then closes the window and removes the copy', async () => {
    expect(await printer.printPdf(label, 'Labels 2 shipments.pdf', 'printer')).toEqual({
      outcome: 'printed',
    });
    const win = pdfWindow();
    expect(win.options.show).toBe(false);
    expect(win.options.webPreferences).toMatchObject({
      plugins: true,
      sandbox: true,
      nodeIntegration: false,
    });
    expect(win.loaded.file).toMatch(/stockroom-print-.*\.pdf$/);
    expect(win.webContents.printed).toEqual([{ silent: false, printBackground: true }]);
    expect(win.closed).toBe(true);
    expect(readdirSync(scratch)).toEqual([]);
  });

  it('says so when the person cancels, and in a sentence when the printer fails, closing the window each time', async () => {
    const answers = [
      { success: false, failureReason: 'cancelled' },
      { success: false, failureReason: 'Printer unavailable' },
    ];
    const outcomes = [];
    for (const answer of answers) {
      printAnswer = answer;
      outcomes.push(await printer.printPdf(label, 'Labels.pdf', 'printer').catch((e: Error) => e.message));
      expect(pdfWindow().closed).toBe(true);
    }
    expect(outcomes).toEqual([
      { outcome: 'cancelled' },
      'The print did not go through (Printer unavailable). Check the printer and try again.',
    ]);
  });

  it("opens the system's PDF viewer when the window cannot show the file, keeping the copy for it", async () => {
    FakeBrowserWindow.loadFailure = new Error('ERR_BLOCKED_BY_CLIENT');
    const answer = await printer.printPdf(label, 'Labels.pdf', 'printer');
    expect(answer).toMatchObject({ outcome: 'opened' });
    expect(fake.openedPaths).toEqual([(answer as { path: string }).path]);
    expect(readFileSync(fake.openedPaths[0] as string)).toEqual(label);
    expect(pdfWindow().closed).toBe(true);

    fake.os.openPathAnswer = 'No application knows how to open this file';
    await expect(printer.printPdf(label, 'Labels.pdf', 'printer')).rejects.toThrow(
      'The PDF could not be shown for printing (No application knows how to open this file). Try again.',
    );
    fake.os.openPathAnswer = '';
  });

  it('saves the bytes as they are where the save dialog says, and writes nothing when it is cancelled', async () => {
    fake.os.saveDialogAnswer = { canceled: false, filePath: join(root, 'Manifest EKART') };
    const path = join(root, 'Manifest EKART.pdf');
    expect(await printer.printPdf(label, 'Manifest EKART 2026-11-27.pdf', 'pdf')).toEqual({
      outcome: 'saved',
      path,
    });
    expect(fake.os.saveDialogs[0]?.defaultPath).toBe(
      join('/home/seller/Downloads', 'Manifest EKART 2026-11-27.pdf'),
    );
    expect(readFileSync(path)).toEqual(label);
    expect(FakeBrowserWindow.created).toEqual([]);

    fake.os.saveDialogAnswer = { canceled: true };
    rmSync(path);
    expect(await printer.printPdf(label, 'Manifest.pdf', 'pdf')).toEqual({ outcome: 'cancelled' });
    expect(existsSync(path)).toBe(false);
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
