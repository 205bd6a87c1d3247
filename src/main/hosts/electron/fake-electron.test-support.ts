import type {
  BrowserWindowLike,
  BrowserWindowOptionsLike,
  FrameLike,
  InvokeEventLike,
  SessionLike,
  WebContentsLike,
} from './electron-types.ts';
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
  readonly options: BrowserWindowOptionsLike;
  readonly webContents = new FakeWebContents();
  loaded: { file?: string; url?: string } = {};
  shown = false;

  constructor(options: BrowserWindowOptionsLike) {
    this.options = options;
    FakeBrowserWindow.created.push(this);
  }
  async loadFile(path: string): Promise<void> {
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
  on(_event: 'closed', listener: () => void): void {
    this.closedListeners.push(listener);
  }
  close(): void {
    this.closed = true;
    for (const listener of this.closedListeners) listener();
  }
  show(): void {
    this.shown = true;
  }
}

export class FakeSession implements SessionLike {
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

export function fakeElectron(userData: string) {
  FakeBrowserWindow.created = [];
  const opened: string[] = [];
  const appEvents = new Map<string, () => void>();
  const session = new FakeSession();
  const partitions = new Map<string, FakeSession>();
  const ipcMain = new FakeIpcMain();
  const paths = { userData };
  const electron = {
    app: {
      getPath: (name: 'userData') => paths[name],
      setPath: (name: 'userData', path: string) => void (paths[name] = path),
      getVersion: () => '0.1.0',
      whenReady: async () => undefined,
      on: (event: string, listener: () => void) => void appEvents.set(event, listener),
      quit: () => undefined,
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
    shell: { openExternal: async (url: string) => void opened.push(url) },
  } satisfies ElectronLike;
  return { electron, session, partitions, ipcMain, opened, appEvents };
}
