// Every language's messages, before anything that translates at load (docs/PERFORMANCE.md, issue 43).
import '../shared/i18n/all-catalogues.ts';
import electron from 'electron';
import ElectronStore from 'electron-store';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startElectronApp } from './hosts/electron/start-electron-app.ts';
import { showStartupFailure } from './hosts/electron/startup-failure-dialog.ts';
import { releaseUpdater } from './hosts/electron/release-updater.ts';
import { reportStartupFailure } from './hosts/startup-failure.ts';
import { dataDirFromArgs } from './storage/data-dir.ts';
import { SETTINGS_DEFAULTS, SETTINGS_FILE_NAME, type SettingsStore } from './storage/settings.ts';

/** The desktop entry: hands the real Electron module to the shell. Everything else in src/main is plain Node. */
startElectronApp(electron, {
  mainDir: dirname(fileURLToPath(import.meta.url)),
  argv: process.argv,
  env: process.env,
  cwd: process.cwd(),
  platform: process.platform,
  versions: process.versions,
  resourcesPath: process.resourcesPath,
  updater: releaseUpdater,
  openSettings: (dataDir) =>
    new ElectronStore<Record<string, unknown>>({
      cwd: dataDir,
      name: SETTINGS_FILE_NAME,
      configFileMode: 0o600,
      defaults: { ...SETTINGS_DEFAULTS },
    }) as unknown as SettingsStore,
}).catch(async (error: unknown) => {
  // One sentence on the terminal and in a box (a desktop app may have no terminal), the stack in the log file only;
  // a failed start is not a clean exit. On Linux the box needs `ready` (startup-failure-dialog.ts).
  const sentence = reportStartupFailure(error, {
    dataDir: dataDirFromArgs(process.argv) ?? electron.app.getPath('userData'),
  });
  await showStartupFailure(electron, sentence, { platform: process.platform });
  electron.app.exit(1);
});
