import updaterModule from 'electron-updater';
import type { Logger } from '../../backend/logger.ts';
import { fromElectronUpdater, type Updater, type UpdaterKind, type UpdaterLogger } from './updates.ts';

/**
 * The app's updater: electron-updater reading the feed electron-builder described in app-update.yml (GitHub
 * releases), of the kind this copy needs (updates.ts' updaterKind). Made by kind rather than through its
 * `autoUpdater`, which picks DebUpdater wherever `resources/package-type` says deb, even inside an AppImage.
 */
const KINDS = {
  nsis: updaterModule.NsisUpdater,
  mac: updaterModule.MacUpdater,
  appimage: updaterModule.AppImageUpdater,
  deb: updaterModule.DebUpdater,
} satisfies Record<UpdaterKind, unknown>;

export const releaseUpdater = (kind: UpdaterKind, logger: Logger): Updater =>
  fromElectronUpdater(new KINDS[kind](), updaterLogger(logger));

/** electron-updater's lines into the app's log (stockroom.log), so Save Diagnostics shows the whole update. */
export function updaterLogger(logger: Logger): UpdaterLogger {
  const line = (message: unknown) =>
    `updater: ${message instanceof Error ? message.message : String(message)}`;
  return {
    info: (message) => logger.info(line(message)),
    warn: (message) => logger.info(line(`warning: ${String(message)}`)),
    error: (message) => logger.error(line(message)),
  };
}
