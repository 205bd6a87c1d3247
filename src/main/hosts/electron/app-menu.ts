import type { DesktopCommand, DesktopScreen } from '../../../shared/app/payloads.ts';

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

export const SCREEN_SHORTCUTS: readonly { screen: DesktopScreen; label: string; accelerator: string }[] = [
  { screen: 'today', label: 'Today', accelerator: 'CmdOrCtrl+1' },
  { screen: 'shipments', label: 'Shipments', accelerator: 'CmdOrCtrl+2' },
  { screen: 'listings', label: 'Listings', accelerator: 'CmdOrCtrl+3' },
  { screen: 'feeds', label: 'Feeds', accelerator: 'CmdOrCtrl+4' },
  { screen: 'settings', label: 'Settings', accelerator: 'CmdOrCtrl+5' },
];

const separator: MenuItemSpec = { type: 'separator' };

/** The application menu: the roles people expect on each OS, plus Stockroom's own File, View and Help items. */
export function appMenuTemplate(platform: NodeJS.Platform, actions: MenuActions): MenuItemSpec[] {
  const mac = platform === 'darwin';
  const file: MenuItemSpec = {
    label: 'File',
    submenu: [
      { label: 'Import CSV…', accelerator: 'CmdOrCtrl+O', click: () => actions.importCsv() },
      { label: 'Export…', accelerator: 'CmdOrCtrl+E', click: () => actions.send({ command: 'export' }) },
      separator,
      mac ? { role: 'close' } : { label: 'Quit', role: 'quit', accelerator: 'Ctrl+Q' },
    ],
  };
  const edit: MenuItemSpec = {
    label: 'Edit',
    submenu: [
      { role: 'undo' },
      { role: 'redo' },
      separator,
      { role: 'cut' },
      { role: 'copy' },
      { role: 'paste' },
      { role: 'selectAll' },
    ],
  };
  const view: MenuItemSpec = {
    label: 'View',
    submenu: [
      ...SCREEN_SHORTCUTS.map(({ screen, label, accelerator }) => ({
        label,
        accelerator,
        click: () => actions.send({ command: 'navigate', screen }),
      })),
      separator,
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      separator,
      { role: 'togglefullscreen' },
    ],
  };
  const help: MenuItemSpec = {
    label: 'Help',
    role: 'help',
    submenu: [
      ...(actions.openHelp ? [{ label: 'Stockroom Help', click: actions.openHelp }] : []),
      { label: 'Keyboard Shortcuts', click: () => actions.send({ command: 'showShortcuts' }) },
      ...(actions.saveDiagnostics ? [{ label: 'Save Diagnostics…', click: actions.saveDiagnostics }] : []),
      ...(mac ? [] : [separator, { label: 'About Stockroom', click: () => actions.showAbout() }]),
    ],
  };
  // On macOS the app's own menu (About, Hide, Quit) comes first, with About from Electron's panel.
  const appMenu: MenuItemSpec[] = mac ? [{ label: 'Stockroom', role: 'appMenu' }] : [];
  const windowMenu: MenuItemSpec[] = mac ? [{ role: 'windowMenu' }] : [];
  return [...appMenu, file, edit, view, ...windowMenu, help];
}
