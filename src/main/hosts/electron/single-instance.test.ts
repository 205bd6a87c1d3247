import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IPC_EVENT_CHANNEL } from '../../../shared/ipc/types.ts';
import { MAX_CSV_BYTES } from '../../../shared/listings/csv.ts';
import {
  claimSingleInstance,
  csvPathFromArgv,
  startedByUpdate,
  UPDATE_LOCK_WAIT_MS,
  type SingleInstanceApp,
} from './single-instance.ts';
import { startShell, type Shell } from './testing/start-shell.test-support.ts';

const CSV = 'sku,title\nTSH-1,Cotton tee\n';
let shell: Shell | undefined;
afterEach(async () => {
  await shell?.stop();
  shell = undefined;
});

type SecondInstance = (event: unknown, argv: string[], cwd: string) => void;

describe('one Stockroom at a time', () => {
  it('a second launch quits at once, opening no window and no database', async () => {
    shell = await startShell({ prepare: (os) => void (os.lockFree = false) });
    expect(shell.backend).toBeNull();
    expect(shell.win).toBeUndefined();
    expect(shell.fake.os.quits).toBe(1);
  });

  it('a launch by an update waits for the version it replaces to let go of the lock, and then starts', async () => {
    // The old version is closing: the lock is refused three times, then free.
    let refusals = 3;
    const quits: string[] = [];
    const app: SingleInstanceApp = {
      requestSingleInstanceLock: () => refusals-- <= 0,
      on: () => undefined,
      quit: () => void quits.push('quit'),
    };
    const waits: number[] = [];
    const wait = async (ms: number) => void waits.push(ms);
    const claim = () =>
      claimSingleInstance(
        app,
        () => null,
        () => {},
        { byUpdate: true, wait },
      );
    expect(await claim()).toBe(true);
    expect(waits).toEqual([250, 250, 250]);
    expect(quits).toEqual([]);
    // Never free: it gives up after 10 s and quits, as a second launch does.
    refusals = Infinity;
    waits.length = 0;
    expect(await claim()).toBe(false);
    expect(waits.reduce((a, b) => a + b, 0)).toBe(UPDATE_LOCK_WAIT_MS);
    expect(quits).toEqual(['quit']);
  });

  it('only a launch by an update waits: NSIS’s --updated, or the AppImage electron-updater starts', () => {
    expect(startedByUpdate(['Stockroom.exe', '--updated'], {})).toBe(true);
    expect(startedByUpdate(['stockroom'], { APPIMAGE_SILENT_INSTALL: 'true' })).toBe(true);
    expect(startedByUpdate(['stockroom', 'orders.csv'], { APPIMAGE: '/a' })).toBe(false);
  });

  it('the first comes to the front when a second is launched, and opens its .csv in the listing editor', async () => {
    shell = await startShell();
    writeFileSync(join(shell.root, 'spring.csv'), CSV);
    shell.win!.minimized = true;
    const second = shell.fake.appEvents.get('second-instance') as SecondInstance;
    second({}, ['stockroom', '--some-flag', 'spring.csv'], shell.root);

    expect(shell.win!.minimized).toBe(false);
    expect(shell.win!.focused).toBe(1);
    // The window had not listened yet: the commands wait for it.
    expect(await shell.invoke('takeDesktopCommands')).toEqual({
      ok: true,
      value: [
        { command: 'navigate', screen: 'listings' },
        { command: 'importCsv', fileName: 'spring.csv', bytes: new TextEncoder().encode(CSV) },
      ],
    });
    // Once it listens, the next hand-over arrives as an event.
    second({}, ['stockroom', join(shell.root, 'spring.csv')], '/elsewhere');
    // It comes back from the backend's thread as an event.
    await vi.waitFor(() => {
      const sent = shell!.win!.webContents.sent.filter(
        ([channel, name]) => channel === IPC_EVENT_CHANNEL && name === 'desktopCommand',
      );
      expect(sent.map(([, , payload]) => payload)).toEqual([
        { command: 'navigate', screen: 'listings' },
        { command: 'importCsv', fileName: 'spring.csv', bytes: new TextEncoder().encode(CSV) },
      ]);
    });
  });

  it('a launch with a .csv (the OS’s "Open with") opens it once the window listens', async () => {
    shell = await startShell({
      argv: ['orders.CSV'],
      prepare: (_os, dataDir) => writeFileSync(join(dataDir, '..', 'orders.CSV'), CSV),
    });
    expect(await shell.invoke('takeDesktopCommands')).toMatchObject({
      value: [
        { command: 'navigate' },
        { command: 'importCsv', fileName: 'orders.CSV', bytes: new TextEncoder().encode(CSV) },
      ],
    });
  });

  it('a .csv that cannot be read, or is too large, is refused in a sentence and nothing reaches the editor', async () => {
    shell = await startShell();
    const big = join(shell.root, 'huge.csv');
    writeFileSync(big, Buffer.alloc(MAX_CSV_BYTES + 1, 'a'));
    const second = shell.fake.appEvents.get('second-instance') as SecondInstance;
    second({}, ['stockroom', 'missing.csv'], shell.root);
    second({}, ['stockroom', big], shell.root);
    await Promise.resolve();
    expect(shell.fake.os.messageBoxes.map((b) => b.message)).toEqual([
      expect.stringMatching(/^missing\.csv could not be opened: .*no such file/),
      expect.stringMatching(
        /^huge\.csv could not be opened: This CSV is \d+ MB; Stockroom imports files of up to/,
      ),
    ]);
    expect(await shell.invoke('takeDesktopCommands')).toEqual({ ok: true, value: [] });
  });

  it('on macOS a .csv opened from Finder arrives as open-file and goes the same way', async () => {
    shell = await startShell({ platform: 'darwin' });
    writeFileSync(join(shell.root, 'mac.csv'), CSV);
    let prevented = false;
    const openFile = shell.fake.appEvents.get('open-file') as (
      e: { preventDefault(): void },
      path: string,
    ) => void;
    openFile({ preventDefault: () => void (prevented = true) }, join(shell.root, 'mac.csv'));
    expect(prevented).toBe(true);
    expect(await shell.invoke('takeDesktopCommands')).toMatchObject({
      value: [{ command: 'navigate' }, { command: 'importCsv', fileName: 'mac.csv' }],
    });
  });
});

describe('csvPathFromArgv', () => {
  it('takes the last .csv argument after the binary, resolved against the launch folder, and ignores flags', () => {
    expect(csvPathFromArgv(['stockroom', 'a.csv', '--data-dir', '/d', 'sub/b.csv'], '/home/s', 'linux')).toBe(
      '/home/s/sub/b.csv',
    );
    expect(csvPathFromArgv(['stockroom', '--flag=x.csv', '/abs/c.csv'], '/home/s', 'linux')).toBe(
      '/abs/c.csv',
    );
    expect(csvPathFromArgv(['/opt/Stockroom/stockroom.csv'], '/', 'linux')).toBeNull();
    expect(csvPathFromArgv(['stockroom', 'notes.txt'], '/', 'linux')).toBeNull();
  });
});

describe('a file handed over before the app is ready', () => {
  it('waits for the backend, then reaches the listing editor (macOS open-file at launch)', async () => {
    let release!: () => void;
    let fire: (() => void) | undefined;
    const starting = startShell({
      platform: 'darwin',
      prepare: (os, dataDir) => {
        os.ready = new Promise((r) => (release = r));
        writeFileSync(join(dataDir, '..', 'early.csv'), CSV);
        fire = () => {
          const openFile = os.appEvents.get('open-file') as
            ((e: { preventDefault(): void }, path: string) => void) | undefined;
          openFile?.({ preventDefault: () => undefined }, join(dataDir, '..', 'early.csv'));
        };
      },
    });
    await new Promise((r) => setImmediate(r));
    fire?.();
    release();
    shell = await starting;
    expect(await shell.invoke('takeDesktopCommands')).toMatchObject({
      value: [
        { command: 'navigate', screen: 'listings' },
        { command: 'importCsv', fileName: 'early.csv', bytes: new TextEncoder().encode(CSV) },
      ],
    });
  });
});

describe('a .csv handed over by a Linux desktop entry', () => {
  it('%U: a file URL, percent-encoded, is the file it names', () => {
    expect(csvPathFromArgv(['stockroom', 'file:///home/s/My%20Orders.csv'], '/', 'linux')).toBe(
      '/home/s/My Orders.csv',
    );
    expect(
      csvPathFromArgv(
        ['AppRun', '--no-sandbox', 'file:///home/s/Comandes%20d%C3%A9cembre.csv'],
        '/',
        'linux',
      ),
    ).toBe('/home/s/Comandes décembre.csv');
    expect(csvPathFromArgv(['stockroom', 'file://localhost/home/s/a.csv'], '/', 'linux')).toBe(
      '/home/s/a.csv',
    );
  });

  it('%U: a URL that is not a local file is not opened', () => {
    expect(csvPathFromArgv(['stockroom', 'https://example.com/orders.csv'], '/home/s', 'linux')).toBeNull();
    expect(
      csvPathFromArgv(['stockroom', 'file://fileserver/share/orders.csv'], '/home/s', 'linux'),
    ).toBeNull();
  });

  it('on Windows: drive paths, file:///C:/ URLs and a launch folder, by Windows rules on any machine', () => {
    expect(csvPathFromArgv(['Stockroom.exe', 'sub\\b.csv'], 'C:\\Users\\s', 'win32')).toBe(
      'C:\\Users\\s\\sub\\b.csv',
    );
    expect(csvPathFromArgv(['Stockroom.exe', 'D:\\Orders\\May.csv'], 'C:\\', 'win32')).toBe(
      'D:\\Orders\\May.csv',
    );
    expect(csvPathFromArgv(['Stockroom.exe', 'file:///C:/Users/s/My%20Orders.csv'], 'C:\\', 'win32')).toBe(
      'C:\\Users\\s\\My Orders.csv',
    );
  });

  it('%F: a path with spaces arrives as one argument and is opened as it is', () => {
    expect(csvPathFromArgv(['stockroom', '/home/s/My Orders.csv'], '/elsewhere', 'linux')).toBe(
      '/home/s/My Orders.csv',
    );
  });

  it('the second launch’s file URL reaches the listing editor of the first', async () => {
    shell = await startShell();
    writeFileSync(join(shell.root, 'My Orders.csv'), CSV);
    const second = shell.fake.appEvents.get('second-instance') as SecondInstance;
    const url = `file://${join(shell.root, 'My Orders.csv').replaceAll(' ', '%20')}`;
    second({}, ['/opt/Stockroom/stockroom', url], '/');
    expect(shell.fake.os.messageBoxes).toEqual([]);
    expect(await shell.invoke('takeDesktopCommands')).toMatchObject({
      value: [
        { command: 'navigate' },
        { command: 'importCsv', fileName: 'My Orders.csv', bytes: new TextEncoder().encode(CSV) },
      ],
    });
  });
});
