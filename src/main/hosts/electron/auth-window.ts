import { AppError } from '../../../shared/errors.ts';
import type { BrowserWindowCtor, BrowserWindowOptionsLike } from './electron-types.ts';
import { SECURE_WEB_PREFERENCES } from './main-window.ts';
import { t } from '../../i18n/backend-language.ts';

/** The marketplace's login page runs in its own in-memory session, sandboxed, with no preload and no Node. */
export const AUTH_PARTITION = 'stockroom-authorize';

export function authWindowOptions(): BrowserWindowOptionsLike {
  return {
    width: 560,
    height: 760,
    minWidth: 420,
    minHeight: 520,
    title: t('desktop.auth.title'),
    show: true,
    backgroundColor: '#ffffff',
    webPreferences: { ...SECURE_WEB_PREFERENCES, partition: AUTH_PARTITION },
  };
}

/** Whether `url` is the registered redirect URL (same origin and path; the query carries code and state). */
export function isRedirectTo(url: string, redirectUri: string): boolean {
  try {
    const a = new URL(url);
    const b = new URL(redirectUri);
    return a.origin === b.origin && a.pathname === b.pathname;
  } catch {
    return false;
  }
}

/**
 * Opens the authorisation page in a window and resolves with the address the marketplace redirects to, caught
 * before it loads (the registered URL need not exist). Closing the window cancels.
 */
export function openAuthWindow(
  BrowserWindow: BrowserWindowCtor,
  authorizeUrl: string,
  redirectUri: string,
): Promise<string> {
  const win = new BrowserWindow(authWindowOptions());
  return new Promise((resolve, reject) => {
    let settled = false;
    const catchRedirect = (event: { preventDefault(): void }, url: string) => {
      if (!isRedirectTo(url, redirectUri)) return;
      event.preventDefault();
      settled = true;
      resolve(url);
      win.close();
    };
    win.webContents.on('will-redirect', catchRedirect);
    win.webContents.on('will-navigate', catchRedirect);
    win.webContents.setWindowOpenHandler(() => ({ action: 'deny' }));
    win.on('closed', () => {
      if (!settled) reject(new AppError('CANCELLED', t('desktop.auth.closed')));
    });
    win.loadURL(authorizeUrl).catch(() => {
      // A redirect caught above aborts the load; only a page that never loaded is an error.
      if (settled) return;
      settled = true;
      win.close();
      reject(new AppError('NETWORK', t('desktop.auth.notOpened')));
    });
  });
}
