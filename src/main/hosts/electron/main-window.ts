import { CONTENT_SECURITY_POLICY } from '../../security/content-security-policy.ts';
import { openExternalUrl } from '../../security/open-external.ts';
import type {
  BrowserWindowCtor,
  BrowserWindowLike,
  BrowserWindowOptionsLike,
  SessionLike,
} from './electron-types.ts';

export interface MainWindowOptions {
  preloadPath: string;
  iconPath?: string;
  /** True when the window opens in the dark theme: its background before the page paints is dark too. */
  dark?: boolean;
  /** Where and how large the window opens (from the saved window state). */
  bounds?: { width: number; height: number; x?: number; y?: number };
}

export const WINDOW_BACKGROUND = { light: '#f6f7f9', dark: '#12161d' } as const;

/** What every window of the app runs with: sandboxed, isolated, no Node, no webviews. */
export const SECURE_WEB_PREFERENCES = {
  sandbox: true,
  contextIsolation: true,
  nodeIntegration: false,
  nodeIntegrationInWorker: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
  webviewTag: false,
  navigateOnDragDrop: false,
  spellcheck: false,
} as const;

/** The main window's options, kept as data so a test can read them. */
export function mainWindowOptions({
  preloadPath,
  iconPath,
  bounds,
  dark = false,
}: MainWindowOptions): BrowserWindowOptionsLike {
  return {
    width: 1360,
    height: 860,
    ...bounds,
    minWidth: 960,
    minHeight: 600,
    title: 'Stockroom',
    show: false,
    ...(iconPath ? { icon: iconPath } : {}),
    // The page's --bg token in each theme (app.css), so no white flash before a dark page paints.
    backgroundColor: dark ? WINDOW_BACKGROUND.dark : WINDOW_BACKGROUND.light,
    webPreferences: { ...SECURE_WEB_PREFERENCES, preload: preloadPath },
  };
}

export function denyPermissions(session: SessionLike): void {
  session.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
}

/** Denies every permission, and adds the CSP to every response the session loads. */
export function hardenSession(session: SessionLike): void {
  denyPermissions(session);
  session.webRequest.onHeadersReceived((details, callback) => {
    callback({
      responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] },
    });
  });
}

/**
 * Creates the main window: navigation away from the app and new windows are denied; an https link asked to
 * open in a new window goes to the person's browser instead.
 */
export function createMainWindow(
  BrowserWindow: BrowserWindowCtor,
  options: MainWindowOptions & { rendererUrl: string; openExternal: (url: string) => Promise<void> },
): BrowserWindowLike {
  const win = new BrowserWindow(mainWindowOptions(options));
  const contents = win.webContents;
  contents.setWindowOpenHandler(({ url }) => {
    openExternalUrl(url, options.openExternal).catch(() => undefined);
    return { action: 'deny' };
  });
  const stayHome = (event: { preventDefault(): void }, url: string) => {
    if (url !== options.rendererUrl) event.preventDefault();
  };
  contents.on('will-navigate', stayHome);
  contents.on('will-redirect', stayHome);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  win.once('ready-to-show', () => win.show());
  return win;
}
