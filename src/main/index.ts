import electron from 'electron';
import ElectronStore from 'electron-store';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startElectronApp } from './hosts/electron/start-electron-app.ts';
import { SETTINGS_DEFAULTS, SETTINGS_FILE_NAME, type SettingsStore } from './storage/settings.ts';

/** The desktop entry: hands the real Electron module to the shell. Everything else in src/main is plain Node. */
startElectronApp(electron, {
  mainDir: dirname(fileURLToPath(import.meta.url)),
  argv: process.argv,
  env: process.env,
  openSettings: (dataDir) =>
    new ElectronStore<Record<string, unknown>>({
      cwd: dataDir,
      name: SETTINGS_FILE_NAME,
      defaults: { ...SETTINGS_DEFAULTS },
    }) as unknown as SettingsStore,
}).catch((error: unknown) => {
  console.error('Stockroom could not start:', error instanceof Error ? error.message : error);
  electron.app.quit();
});
