import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { setBackendLanguage } from '../../i18n/backend-language.ts';
import type { MenuItemSpec } from './app-menu.ts';
import { csvFilters, xlsxFilters } from './file-dialogs.ts';
import { startShell, type Shell } from './testing/start-shell.test-support.ts';

let shell: Shell | undefined;
afterEach(async () => {
  await shell?.stop();
  shell = undefined;
  setBackendLanguage('en');
});

const menu = (s: Shell, label: string): MenuItemSpec[] =>
  s.fake.os.menu?.find((m) => m.label === label)?.submenu ?? [];
const item = (s: Shell, top: string, label: string) => {
  const found = menu(s, top).find((m) => m.label === label);
  if (!found) throw new Error(`no ${top} › ${label}`);
  return found;
};
const commands = async (s: Shell) => ((await s.invoke('takeDesktopCommands')) as { value: unknown[] }).value;

describe('the application menu', () => {
  it('has File, Edit, View and Help, with Edit’s usual roles', async () => {
    shell = await startShell();
    expect(shell.fake.os.menu?.map((m) => m.label)).toEqual(['File', 'Edit', 'View', 'Help']);
    expect(menu(shell, 'Edit').flatMap((m) => (m.role ? [m.role] : []))).toEqual([
      'undo',
      'redo',
      'cut',
      'copy',
      'paste',
      'selectAll',
    ]);
    expect(menu(shell, 'File').map((m) => m.label ?? m.type)).toEqual([
      'Import CSV…',
      'Export…',
      'separator',
      'Quit',
    ]);
    expect(item(shell, 'File', 'Quit')).toMatchObject({ role: 'quit', accelerator: 'Ctrl+Q' });
  });

  it('on macOS puts the app menu first, About in it, and a Window menu', async () => {
    shell = await startShell({ platform: 'darwin' });
    expect(shell.fake.os.menu?.map((m) => m.role ?? m.label)).toEqual([
      'appMenu',
      'File',
      'Edit',
      'View',
      'windowMenu',
      'help',
    ]);
    expect(shell.fake.os.menu?.[0]?.label).toBe('Stockroom');
    expect(menu(shell, 'File').at(-1)).toEqual({ role: 'close', label: 'Close Window' });
    expect(menu(shell, 'Help').map((m) => m.label)).toEqual(['Keyboard Shortcuts', 'Save Diagnostics…']);
  });

  it('View opens the five screens on Ctrl/Cmd+1–5', async () => {
    shell = await startShell();
    const screens = menu(shell, 'View').filter((m) => m.accelerator);
    expect(screens.map((m) => [m.label, m.accelerator])).toEqual([
      ['Today', 'CmdOrCtrl+1'],
      ['Shipments', 'CmdOrCtrl+2'],
      ['Listings', 'CmdOrCtrl+3'],
      ['Feeds', 'CmdOrCtrl+4'],
      ['Settings', 'CmdOrCtrl+5'],
    ]);
    for (const m of screens) m.click?.();
    expect(await commands(shell)).toEqual(
      ['today', 'shipments', 'listings', 'feeds', 'settings'].map((screen) => ({
        command: 'navigate',
        screen,
      })),
    );
  });

  it('File › Import CSV… asks with the native open dialog and takes the file to the listing editor', async () => {
    shell = await startShell();
    writeFileSync(join(shell.root, 'chosen.csv'), 'sku\nA-1\n');
    shell.fake.os.openDialogAnswer = { canceled: false, filePaths: [join(shell.root, 'chosen.csv')] };
    item(shell, 'File', 'Import CSV…').click?.();
    await new Promise((r) => setImmediate(r));
    expect(shell.fake.os.openDialogs).toEqual([
      { title: 'Import CSV', filters: csvFilters(), properties: ['openFile'] },
    ]);
    expect(await commands(shell)).toEqual([
      { command: 'navigate', screen: 'listings' },
      { command: 'importCsv', fileName: 'chosen.csv', bytes: new TextEncoder().encode('sku\nA-1\n') },
    ]);
  });

  it('a cancelled open dialog imports nothing', async () => {
    shell = await startShell();
    item(shell, 'File', 'Import CSV…').click?.();
    await new Promise((r) => setImmediate(r));
    expect(shell.fake.os.openDialogs).toHaveLength(1);
    expect(await commands(shell)).toEqual([]);
  });

  it('Export… and Help › Keyboard Shortcuts reach the window; About names the version and the data folder', async () => {
    shell = await startShell();
    item(shell, 'File', 'Export…').click?.();
    item(shell, 'Help', 'Keyboard Shortcuts').click?.();
    expect(await commands(shell)).toEqual([{ command: 'export' }, { command: 'showShortcuts' }]);
    item(shell, 'Help', 'About Stockroom').click?.();
    expect(shell.fake.os.messageBoxes).toEqual([
      {
        title: 'About Stockroom',
        message: 'Stockroom 0.1.0',
        detail: `Electron 45.4.1, Chrome 142.0, Node 24.21.0\nData folder: ${shell.dataDir}`,
      },
    ]);
  });

  it('every file the window saves asks where, with the native save dialog filtered to its kind', async () => {
    shell = await startShell();
    const saved = (name: string) => {
      let options: unknown;
      for (const listener of shell?.fake.session.downloadListeners ?? [])
        listener({}, { getFilename: () => name, setSaveDialogOptions: (o) => void (options = o) });
      return options;
    };
    expect(saved('shipments-toPack.csv')).toEqual({
      title: 'Save CSV',
      defaultPath: join('/home/seller/Downloads', 'shipments-toPack.csv'),
      filters: csvFilters(),
    });
    expect(saved('shipments-toPack.xlsx')).toEqual({
      title: 'Save Excel file',
      defaultPath: join('/home/seller/Downloads', 'shipments-toPack.xlsx'),
      filters: xlsxFilters(),
    });
  });

  it('is built again in Hindi when Hindi is chosen in Settings, and back in English after', async () => {
    shell = await startShell();
    expect(await shell.invoke('setLanguage', { choice: 'hi' })).toMatchObject({ ok: true });
    expect(shell.fake.os.menu?.map((m) => m.label)).toEqual(['फ़ाइल', 'बदलें', 'देखें', 'मदद']);
    expect(
      menu(shell, 'देखें')
        .filter((m) => m.accelerator)
        .map((m) => m.label),
    ).toEqual(['आज', 'शिपमेंट', 'लिस्टिंग', 'फ़ीड', 'सेटिंग्स']);
    item(shell, 'मदद', 'कीबोर्ड शॉर्टकट').click?.();
    expect(await commands(shell)).toEqual([{ command: 'showShortcuts' }]);

    await shell.invoke('setLanguage', { choice: 'en' });
    expect(shell.fake.os.menu?.map((m) => m.label)).toEqual(['File', 'Edit', 'View', 'Help']);
  });

  it('starts in the language kept from last time', async () => {
    shell = await startShell({
      prepare: (_os, dataDir) => {
        mkdirSync(dataDir, { recursive: true });
        writeFileSync(join(dataDir, 'config.json'), JSON.stringify({ language: 'hi' }));
      },
    });
    expect(shell.fake.os.menu?.map((m) => m.label)).toEqual(['फ़ाइल', 'बदलें', 'देखें', 'मदद']);
    // Chromium's own controls too (a date box reads day first), set before Electron is ready.
    expect(shell.fake.os.switches).toEqual([{ name: 'lang', value: 'hi-IN', ready: false }]);
  });

  it("gives Chromium India's English when nothing is kept, so date boxes read day first", async () => {
    shell = await startShell();
    expect(shell.fake.os.switches).toEqual([{ name: 'lang', value: 'en-IN', ready: false }]);
  });
});
