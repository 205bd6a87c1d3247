import { PDFDocument, StandardFonts } from 'pdf-lib';
import type {
  BrowserWindowLike,
  BrowserWindowOptionsLike,
  FrameLike,
  InvokeEventLike,
  SessionLike,
  WebContentsLike,
} from './electron-types.ts';
import type { MenuItemSpec } from './app-menu.ts';
import type { DownloadItemLike } from './file-dialogs.ts';
import type { ElectronLike } from './start-electron-app.ts';

type Listener = (...args: never[]) => unknown;

/** A stand-in for the `electron` module, recording what the shell asked of it. Electron cannot run here. */
export class FakeWebContents implements WebContentsLike {
  sent: unknown[][] = [];
  windowOpenHandler: ((details: { url: string }) => { action: 'deny' } | { action: 'allow' }) | undefined;
  listeners = new Map<string, Listener[]>();
  destroyed = false;

  send(channel: string, ...args: unknown[]): void {
    this.sent.push([channel, ...args]);
  }
  /** What the window was asked to print, and how the system's print dialog answers (Electron's callback). */
  printed: { silent: boolean; printBackground: boolean }[] = [];
  printAnswer: { success: boolean; failureReason: string } = { success: true, failureReason: '' };
  print(
    options: { silent: boolean; printBackground: boolean },
    callback: (success: boolean, failureReason: string) => void,
  ): void {
    this.printed.push(options);
    queueMicrotask(() => callback(this.printAnswer.success, this.printAnswer.failureReason));
  }
  /** The PDFs asked for; each answer is a real one-page PDF saying what the window shows (`showing`). */
  pdfs: object[] = [];
  showing = "the window's page";
  async printToPDF(options: object): Promise<Uint8Array> {
    this.pdfs.push(options);
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    doc.addPage([595, 842]).drawText(this.showing, { x: 50, y: 780, size: 14, font });
    return doc.save();
  }
  setWindowOpenHandler(
    handler: (details: { url: string }) => { action: 'deny' } | { action: 'allow' },
  ): void {
    this.windowOpenHandler = handler;
  }
  on(event: string, listener: Listener): void {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  /** Fires an event the way Chromium would, and says whether anything prevented its default. */
  emitPreventable(event: string, url?: string): boolean {
    let prevented = false;
    const e = { preventDefault: () => void (prevented = true), url };
    for (const listener of this.listeners.get(event) ?? [])
      (listener as (e: unknown, url?: string) => void)(e, url);
    return prevented;
  }
}

export class FakeBrowserWindow implements BrowserWindowLike {
  static created: FakeBrowserWindow[] = [];
  /** Set, every window's loadFile fails with it (as Electron's does when it cannot show the file). */
  static loadFailure: Error | null = null;
  readonly options: BrowserWindowOptionsLike;
  readonly webContents = new FakeWebContents();
  loaded: { file?: string; url?: string } = {};
  shown = false;
  focused = 0;
  minimized = false;
  maximized = false;
  /** Where the window is; a test moves it as a person would. */
  bounds: { x: number; y: number; width: number; height: number };

  constructor(options: BrowserWindowOptionsLike) {
    this.options = options;
    this.bounds = { x: options.x ?? 100, y: options.y ?? 80, width: options.width, height: options.height };
    FakeBrowserWindow.created.push(this);
  }
  async loadFile(path: string): Promise<void> {
    if (FakeBrowserWindow.loadFailure !== null) throw FakeBrowserWindow.loadFailure;
    this.loaded = { file: path };
  }
  async loadURL(url: string): Promise<void> {
    this.loaded = { url };
  }
  closedListeners: (() => void)[] = [];
  closed = false;
  once(_event: 'ready-to-show', listener: () => void): void {
    listener();
  }
  closeListeners: (() => void)[] = [];
  on(event: 'closed' | 'close', listener: () => void): void {
    (event === 'close' ? this.closeListeners : this.closedListeners).push(listener);
  }
  close(): void {
    for (const listener of this.closeListeners) listener();
    this.closed = true;
    for (const listener of this.closedListeners) listener();
  }
  focus(): void {
    this.focused += 1;
  }
  isMinimized(): boolean {
    return this.minimized;
  }
  restore(): void {
    this.minimized = false;
  }
  maximize(): void {
    this.maximized = true;
  }
  isMaximized(): boolean {
    return this.maximized;
  }
  getNormalBounds() {
    return { ...this.bounds };
  }
  show(): void {
    this.shown = true;
  }
}

export class FakeSession implements SessionLike {
  downloadListeners: ((event: unknown, item: DownloadItemLike) => void)[] = [];
  on(_event: 'will-download', listener: (event: unknown, item: DownloadItemLike) => void): void {
    this.downloadListeners.push(listener);
  }
  permissionRequest: ((wc: unknown, permission: string, cb: (granted: boolean) => void) => void) | undefined;
  permissionCheck: ((...args: unknown[]) => boolean) | undefined;
  headersListener:
    | ((
        details: { responseHeaders?: Record<string, string[]> },
        cb: (r: { responseHeaders?: Record<string, string[]> }) => void,
      ) => void)
    | undefined;
  setPermissionRequestHandler(handler: FakeSession['permissionRequest']): void {
    this.permissionRequest = handler;
  }
  setPermissionCheckHandler(handler: (...args: unknown[]) => boolean): void {
    this.permissionCheck = handler;
  }
  webRequest = {
    onHeadersReceived: (listener: NonNullable<FakeSession['headersListener']>) => {
      this.headersListener = listener;
    },
  };
}

export class FakeIpcMain {
  handlers = new Map<string, (event: InvokeEventLike, ...args: unknown[]) => unknown>();
  handle(channel: string, listener: (event: InvokeEventLike, ...args: unknown[]) => unknown): void {
    if (this.handlers.has(channel))
      throw new Error(`Attempted to register a second handler for '${channel}'`);
    this.handlers.set(channel, listener);
  }
  invoke(channel: string, frame: FrameLike | null, ...args: unknown[]): Promise<unknown> {
    const handler = this.handlers.get(channel);
    if (!handler) return Promise.reject(new Error(`No handler registered for '${channel}'`));
    return Promise.resolve(handler({ senderFrame: frame }, ...args));
  }
}

/** The OS side of the fake: the single-instance lock, dialogs' answers, the displays, what was shown. */
export interface FakeOs {
  /** False when another Stockroom holds the lock. */
  lockFree: boolean;
  quits: number;
  openDialogAnswer: { canceled: boolean; filePaths: string[] };
  openDialogs: unknown[];
  saveDialogAnswer: { canceled: boolean; filePath?: string };
  /** What `shell.openPath` answers: '' when the system's viewer opened the file, else why not. */
  openPathAnswer: string;
  saveDialogs: { title: string; defaultPath: string; filters: { name: string; extensions: string[] }[] }[];
  messageBoxes: { title: string; message: string; detail: string; buttons?: string[] }[];
  /** The button a person presses in the next message boxes (Electron's `response`). */
  messageBoxResponse: number;
  menu: MenuItemSpec[] | null;
  displays: { workArea: { x: number; y: number; width: number; height: number } }[];
  notifications: { title: string; body: string }[];
  onBattery: boolean;
  /** The OS's own appearance: dark or not (what `themeSource: 'system'` follows). */
  darkMode: boolean;
  /** What app.whenReady() waits for; a test may hold it back. */
  ready: Promise<void>;
  /** The app's listeners by event, as the shell registered them. */
  appEvents: Map<string, AppListener>;
  /** Addresses asked of Electron's net.fetch (the main process's network), in order. */
  netFetches: string[];
  /** What app.setAppUserModelId was given (Windows), if anything. */
  appUserModelId: string | null;
  /** Chromium switches the shell set (app.commandLine.appendSwitch), with whether the app was ready then. */
  switches: { name: string; value: string | undefined; ready: boolean }[];
}

type AppListener = (...args: never[]) => unknown;

export function fakeElectron(userData: string) {
  FakeBrowserWindow.created = [];
  FakeBrowserWindow.loadFailure = null;
  const opened: string[] = [];
  const openedPaths: string[] = [];
  const appEvents = new Map<string, AppListener>();
  const os: FakeOs = {
    lockFree: true,
    quits: 0,
    openDialogAnswer: { canceled: true, filePaths: [] },
    openDialogs: [],
    saveDialogAnswer: { canceled: true },
    openPathAnswer: '',
    saveDialogs: [],
    messageBoxes: [],
    messageBoxResponse: 0,
    menu: null,
    displays: [{ workArea: { x: 0, y: 0, width: 1920, height: 1040 } }],
    notifications: [],
    onBattery: false,
    darkMode: false,
    ready: Promise.resolve(),
    appEvents,
    netFetches: [],
    appUserModelId: null,
    switches: [],
  };
  let ready = false;
  const session = new FakeSession();
  const partitions = new Map<string, FakeSession>();
  const ipcMain = new FakeIpcMain();
  const paths = { userData };
  const electron = {
    app: {
      setPath: (name: 'userData', path: string) => void (paths[name] = path),
      getVersion: () => '0.1.0',
      getPath: (name: 'userData' | 'downloads') =>
        name === 'downloads' ? '/home/seller/Downloads' : paths.userData,
      whenReady: () => os.ready.then(() => void (ready = true)),
      isReady: () => ready,
      setAppUserModelId: (id: string) => void (os.appUserModelId = id),
      commandLine: {
        appendSwitch: (name: string, value?: string) => void os.switches.push({ name, value, ready }),
      },
      on: (event: string, listener: AppListener) => void appEvents.set(event, listener),
      quit: () => {
        os.quits += 1;
        // Electron emits before-quit on each quit(); the guard may prevent it.
        (appEvents.get('before-quit') as ((e: { preventDefault(): void }) => void) | undefined)?.({
          preventDefault: () => undefined,
        });
      },
      requestSingleInstanceLock: () => os.lockFree,
    },
    dialog: {
      showOpenDialog: async (options: unknown) => {
        os.openDialogs.push(options);
        return os.openDialogAnswer;
      },
      showSaveDialog: async (options: {
        title: string;
        defaultPath: string;
        filters: { name: string; extensions: string[] }[];
      }) => {
        os.saveDialogs.push({
          title: options.title,
          defaultPath: options.defaultPath,
          filters: options.filters,
        });
        return os.saveDialogAnswer;
      },
      showMessageBox: async (options: {
        title: string;
        message: string;
        detail: string;
        buttons: string[];
      }) => {
        os.messageBoxes.push({ title: options.title, message: options.message, detail: options.detail });
        return { response: os.messageBoxResponse };
      },
    },
    Menu: {
      buildFromTemplate: (template: MenuItemSpec[]) => template,
      setApplicationMenu: (menu: unknown) => void (os.menu = menu as MenuItemSpec[]),
    },
    screen: { getAllDisplays: () => os.displays },
    powerMonitor: { isOnBatteryPower: () => os.onBattery },
    // As Electron's: the app's choice, with `system` following the OS.
    nativeTheme: {
      themeSource: 'system' as 'system' | 'light' | 'dark',
      get shouldUseDarkColors() {
        return this.themeSource === 'dark' || (this.themeSource === 'system' && os.darkMode);
      },
    },
    // Node's fetch standing in for Chromium's network stack, counting what the backend asks of it.
    net: {
      fetch: (url: string, init?: RequestInit) => {
        os.netFetches.push(url);
        return globalThis.fetch(url, init);
      },
    },
    Notification: class {
      static isSupported = () => true;
      readonly options: { title: string; body: string };
      constructor(options: { title: string; body: string }) {
        this.options = options;
      }
      show() {
        os.notifications.push(this.options);
      }
    },
    BrowserWindow: FakeBrowserWindow,
    ipcMain,
    safeStorage: {
      isEncryptionAvailable: () => true,
      getSelectedStorageBackend: () => 'gnome_libsecret',
      // Reversible but not the identity, so a test can tell ciphertext from plain text.
      encryptString: (plain: string) => Buffer.from(plain, 'utf8').reverse(),
      decryptString: (sealed: Buffer) => Buffer.from(sealed).reverse().toString('utf8'),
    },
    session: {
      defaultSession: session,
      fromPartition: (name: string) =>
        partitions.get(name) ?? partitions.set(name, new FakeSession()).get(name)!,
    },
    shell: {
      openExternal: async (url: string) => void opened.push(url),
      /** Files given to the system's viewer; what it answers ('' opened, else why not). */
      openPath: async (path: string) => {
        openedPaths.push(path);
        return os.openPathAnswer;
      },
    },
  } satisfies ElectronLike;
  return { electron, session, partitions, ipcMain, opened, openedPaths, appEvents, os };
}
