import updaterModule from 'electron-updater';
import { fromElectronUpdater, type Updater } from './updates.ts';

/**
 * The app's updater: electron-updater reading the feed electron-builder described in app-update.yml (GitHub
 * releases). Its `autoUpdater` picks the OS's kind (AppImage, NSIS, macOS zip) when first read, so only here.
 */
export const releaseUpdater = (): Updater => fromElectronUpdater(updaterModule.autoUpdater);
