import type { DesktopCommand, DesktopScreen } from '../../../shared/app/payloads.ts';

/** What the window does for each of the shell's commands (menu, a file handed over, quitting). */
export interface DesktopActions {
  go(screen: DesktopScreen): void;
  importCsv(fileName: string, bytes: Uint8Array<ArrayBuffer>): void;
  exportCurrent(): void;
  showShortcuts(): void;
  sayQuitting(message: string): void;
}

export function handleDesktopCommand(command: DesktopCommand, actions: DesktopActions): void {
  switch (command.command) {
    case 'navigate':
      return actions.go(command.screen);
    case 'importCsv':
      actions.go('listings');
      return actions.importCsv(command.fileName, command.bytes);
    case 'export':
      return actions.exportCurrent();
    case 'showShortcuts':
      return actions.showShortcuts();
    case 'quitting':
      return actions.sayQuitting(command.message);
  }
}

/** Marks a grid whose cells a typed key edits (the listing sheet, My listings): `?` there is a character. */
export const TYPED_GRID = 'data-typed-grid';

/**
 * `?` opens the shortcuts, unless the person is typing: in a field, or on a cell of a grid where a key starts an edit
 * (AG Grid has begun editing with "?" by the time the key reaches the window; the dialog taking focus then saved
 * "?" into the cell).
 */
export function opensShortcuts(
  event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean },
  target: {
    tagName?: string;
    isContentEditable?: boolean;
    closest?(selector: string): unknown;
  } | null,
): boolean {
  if (event.key !== '?' || event.ctrlKey || event.metaKey || event.altKey) return false;
  const tag = target?.tagName?.toUpperCase();
  if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || target?.isContentEditable === true)
    return false;
  return (target?.closest?.(`[${TYPED_GRID}]`) ?? null) === null;
}
