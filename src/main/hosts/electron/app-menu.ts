import type { DesktopCommand, DesktopScreen } from '../../../shared/app/payloads.ts';
import type { MessageId } from '../../../shared/i18n/catalogue.ts';
import { t } from '../../i18n/backend-language.ts';

/** A menu item as Electron's `Menu.buildFromTemplate` takes it (the part used here), kept as data for tests. */
export type MenuRole =
  | 'undo'
  | 'redo'
  | 'cut'
  | 'copy'
  | 'paste'
  | 'selectAll'
  | 'quit'
  | 'close'
  | 'resetZoom'
  | 'zoomIn'
  | 'zoomOut'
  | 'togglefullscreen'
  | 'help'
  | 'appMenu'
  | 'windowMenu';

export interface MenuItemSpec {
  label?: string;
  role?: MenuRole;
  type?: 'separator';
  accelerator?: string;
  submenu?: MenuItemSpec[];
  click?: () => void;
}

export interface MenuActions {
  /** A command for the window (a screen, export, the shortcuts). */
  send(command: DesktopCommand): void;
  /** File › Import CSV…: the native open dialog, then the listing editor's import. */
  importCsv(): void;
  showAbout(): void;
  /** The user guide in the browser; absent where the app has no address for it. */
  openHelp?: () => void;
  /** Help › Save Diagnostics…: the log, versions and settings (no secret) in one file to send. */
  saveDiagnostics?: () => void;
}

/** View's screens, named as the window's menu names them (`app.screen.*`, one catalogue for both sides). */
export const SCREEN_SHORTCUTS: readonly { screen: DesktopScreen; label: MessageId; accelerator: string }[] = [
  { screen: 'today', label: 'app.screen.today', accelerator: 'CmdOrCtrl+1' },
  { screen: 'shipments', label: 'app.screen.shipments', accelerator: 'CmdOrCtrl+2' },
  { screen: 'listings', label: 'app.screen.listings', accelerator: 'CmdOrCtrl+3' },
  { screen: 'feeds', label: 'app.screen.feeds', accelerator: 'CmdOrCtrl+4' },
  { screen: 'settings', label: 'app.screen.settings', accelerator: 'CmdOrCtrl+5' },
];

const separator: MenuItemSpec = { type: 'separator' };

/**
 * The application menu: the roles people expect on each OS, plus Stockroom's own File, View and Help items, in the
 * language of the backend's sentences (`t`); built again when the language changes. Roles carry our labels too:
 * Electron's own are English.
 */
export function appMenuTemplate(platform: NodeJS.Platform, actions: MenuActions): MenuItemSpec[] {
  const mac = platform === 'darwin';
  const file: MenuItemSpec = {
    label: t('desktop.menu.file'),
    submenu: [
      { label: t('desktop.menu.importCsv'), accelerator: 'CmdOrCtrl+O', click: () => actions.importCsv() },
      {
        label: t('desktop.menu.export'),
        accelerator: 'CmdOrCtrl+E',
        click: () => actions.send({ command: 'export' }),
      },
      separator,
      mac
        ? { role: 'close', label: t('desktop.menu.closeWindow') }
        : { label: t('desktop.menu.quit'), role: 'quit', accelerator: 'Ctrl+Q' },
    ],
  };
  const edit: MenuItemSpec = {
    label: t('desktop.menu.edit'),
    submenu: [
      { role: 'undo', label: t('desktop.menu.undo') },
      { role: 'redo', label: t('desktop.menu.redo') },
      separator,
      { role: 'cut', label: t('desktop.menu.cut') },
      { role: 'copy', label: t('desktop.menu.copy') },
      { role: 'paste', label: t('desktop.menu.paste') },
      { role: 'selectAll', label: t('desktop.menu.selectAll') },
    ],
  };
  const view: MenuItemSpec = {
    label: t('desktop.menu.view'),
    submenu: [
      ...SCREEN_SHORTCUTS.map(({ screen, label, accelerator }) => ({
        label: t(label),
        accelerator,
        click: () => actions.send({ command: 'navigate', screen }),
      })),
      separator,
      { role: 'resetZoom', label: t('desktop.menu.resetZoom') },
      { role: 'zoomIn', label: t('desktop.menu.zoomIn') },
      { role: 'zoomOut', label: t('desktop.menu.zoomOut') },
      separator,
      { role: 'togglefullscreen', label: t('desktop.menu.fullScreen') },
    ],
  };
  const help: MenuItemSpec = {
    label: t('desktop.menu.help'),
    role: 'help',
    submenu: [
      ...(actions.openHelp ? [{ label: t('desktop.menu.stockroomHelp'), click: actions.openHelp }] : []),
      { label: t('desktop.menu.shortcuts'), click: () => actions.send({ command: 'showShortcuts' }) },
      ...(actions.saveDiagnostics
        ? [{ label: t('desktop.menu.saveDiagnostics'), click: actions.saveDiagnostics }]
        : []),
      ...(mac ? [] : [separator, { label: t('desktop.menu.about'), click: () => actions.showAbout() }]),
    ],
  };
  // On macOS the app's own menu (About, Hide, Quit) comes first, with About from Electron's panel.
  const appMenu: MenuItemSpec[] = mac ? [{ label: 'Stockroom', role: 'appMenu' }] : [];
  const windowMenu: MenuItemSpec[] = mac ? [{ role: 'windowMenu', label: t('desktop.menu.window') }] : [];
  return [...appMenu, file, edit, view, ...windowMenu, help];
}
