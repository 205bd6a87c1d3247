import type { PrintingContents } from './printer.ts';

/**
 * The parts of Electron the shell uses, as small interfaces: the real module satisfies them, and the tests pass a
 * fake (Electron itself cannot be launched on every machine that runs the tests).
 */
export interface FrameLike {
  url: string;
  parent: FrameLike | null;
}

export interface InvokeEventLike {
  senderFrame: FrameLike | null;
}

export interface IpcMainLike {
  handle(channel: string, listener: (event: InvokeEventLike, ...args: unknown[]) => unknown): void;
}

export interface WebContentsLike extends PrintingContents {
  send(channel: string, ...args: unknown[]): void;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' } | { action: 'allow' }): void;
  on(
    event: 'will-navigate' | 'will-redirect',
    listener: (event: { preventDefault(): void; url?: string }, url: string) => void,
  ): void;
  on(event: 'will-attach-webview', listener: (event: { preventDefault(): void }) => void): void;
  isDestroyed(): boolean;
}

export interface SessionLike {
  setPermissionRequestHandler(
    handler: (wc: unknown, permission: string, callback: (granted: boolean) => void) => void,
  ): void;
  setPermissionCheckHandler(handler: (...args: unknown[]) => boolean): void;
  webRequest: {
    onHeadersReceived(
      listener: (
        details: { responseHeaders?: Record<string, string[]> },
        callback: (response: { responseHeaders?: Record<string, string[]> }) => void,
      ) => void,
    ): void;
  };
}

export interface WebPreferencesLike {
  preload?: string;
  /** A session of its own; without `persist:` it lives in memory only. */
  partition?: string;
  sandbox: boolean;
  contextIsolation: boolean;
  nodeIntegration: boolean;
  nodeIntegrationInWorker: boolean;
  webSecurity: boolean;
  allowRunningInsecureContent: boolean;
  webviewTag: boolean;
  navigateOnDragDrop: boolean;
  spellcheck: boolean;
  /** Chromium's PDF viewer is a plugin: on only in the hidden window that prints a PDF file. */
  plugins?: boolean;
}

export interface BrowserWindowOptionsLike {
  width: number;
  height: number;
  x?: number;
  y?: number;
  minWidth: number;
  minHeight: number;
  title: string;
  show: boolean;
  icon?: string;
  backgroundColor: string;
  webPreferences: WebPreferencesLike;
}

export interface BrowserWindowLike {
  webContents: WebContentsLike;
  loadFile(path: string): Promise<void>;
  loadURL(url: string): Promise<void>;
  once(event: 'ready-to-show', listener: () => void): void;
  on(event: 'closed' | 'close', listener: () => void): void;
  show(): void;
  close(): void;
  focus(): void;
  isMinimized(): boolean;
  restore(): void;
  maximize(): void;
  isMaximized(): boolean;
  getNormalBounds(): { x: number; y: number; width: number; height: number };
}

export type BrowserWindowCtor = new (options: BrowserWindowOptionsLike) => BrowserWindowLike;

export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  getSelectedStorageBackend?(): string;
  encryptString(plain: string): Buffer;
  decryptString(encrypted: Buffer): string;
}
