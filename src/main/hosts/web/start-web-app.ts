import { MemorySecretStore } from '../../accounts/secret-store.ts';
import { MIGRATION_SETS } from '../../backend/migration-sets.ts';
import { consoleLogger } from '../../backend/logger.ts';
import { resolveDataDir } from '../../storage/data-dir.ts';
import { openDataFolder } from '../../storage/data-folder.ts';
import { openConfSettings } from '../../storage/settings.ts';
import { startBackendThread, type StartBackend } from '../backend-thread/backend-thread.ts';
import { pendingBackend } from '../backend-thread/pending-backend.ts';
import { startWebHost, type RunningWebHost } from './server.ts';
import { openInBrowser } from './open-in-browser.ts';
import { appVersion } from './app-files.ts';
import { languageChoiceOf, languageOf } from '../../../shared/i18n/languages.ts';
import { setBackendLanguage } from '../../i18n/backend-language.ts';

export interface WebAppOptions {
  port: number;
  rendererDir: string;
  argv: readonly string[];
  env?: NodeJS.ProcessEnv;
  /** Where the backend runs: its own thread, unless a test says otherwise. */
  startBackend?: StartBackend;
}

/**
 * Composes the app for the browser: settings through `conf` (the same file electron-store writes), secrets in
 * memory only (a browser tab has no OS keychain, and a plain file would be readable by anything running as you).
 */
export async function startWebApp(
  options: WebAppOptions,
): Promise<RunningWebHost & { dataDir: string; backendReady: Promise<void> }> {
  const dataDir = resolveDataDir(options.argv, options.env ?? process.env);
  const folder = openDataFolder(dataDir, openConfSettings, { migrations: MIGRATION_SETS });
  // The backend starts on its thread while the server starts and serves the page: calls wait for it.
  const backend = pendingBackend(
    (options.startBackend ?? startBackendThread)({
      host: 'web',
      version: appVersion(),
      dataDir,
      settings: folder.settings,
      notices: folder.notices,
      dataDirWritable: folder.writable,
      secrets: new MemorySecretStore(),
      openExternal: async (url) => openInBrowser(url),
      logger: consoleLogger(),
    }),
  );
  // The host's own refusals (a request too large, an unknown address) speak the screens' language: the setting
  // kept (English for System, until a window names its languages), then each change the backend announces.
  const kept = languageChoiceOf(folder.settings.get('language'));
  setBackendLanguage(languageOf(kept, []));
  backend.events.on('languageChanged', ({ language }) => setBackendLanguage(language));
  let host: RunningWebHost;
  try {
    host = await startWebHost({ backend, rendererDir: options.rendererDir, port: options.port });
  } catch (error) {
    await backend.close();
    throw error;
  }
  return {
    ...host,
    dataDir,
    backendReady: backend.ready,
    close: async () => {
      await host.close();
      await backend.close();
    },
  };
}
