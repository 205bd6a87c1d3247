import { create } from 'zustand';
import type { Api } from '../../../shared/ipc/types.ts';
import { handleDesktopCommand, type DesktopActions } from './desktop-commands.ts';
import { useNavigation } from './navigation-store.ts';
import { SHOWN_EXPORT_BUTTON } from './export-button.ts';

interface DesktopState {
  shortcutsOpen: boolean;
  /** Said while the desktop app waits for jobs before closing. */
  quitting: string | null;
  showShortcuts(): void;
  closeShortcuts(): void;
  /** Listens to the shell's commands, then takes those that waited for the window. Once, from the app. */
  init(api: Pick<Api, 'on' | 'takeDesktopCommands'>): void;
}

let started = false;

export const useDesktop = create<DesktopState>((set) => {
  const actions: DesktopActions = {
    go: (screen) => useNavigation.getState().go(screen),
    // The listing editor's store comes with its screen's chunk.
    importCsv: (fileName, bytes) =>
      void import('../features/listings/listings-store.ts').then(({ useListings }) =>
        useListings.getState().importFile(fileName, { format: 'csv', file: new Blob([bytes]) }),
      ),
    // The screen's own Export button, so the menu does exactly what the button does.
    exportCurrent: () => document.querySelector<HTMLButtonElement>(SHOWN_EXPORT_BUTTON)?.click(),
    showShortcuts: () => set({ shortcutsOpen: true }),
    sayQuitting: (message) => set({ quitting: message }),
  };
  return {
    shortcutsOpen: false,
    quitting: null,
    showShortcuts: () => set({ shortcutsOpen: true }),
    closeShortcuts: () => set({ shortcutsOpen: false }),
    init: (api) => {
      if (started) return;
      started = true;
      api.on('desktopCommand', (command) => handleDesktopCommand(command, actions));
      void api.takeDesktopCommands({}).then(
        (waiting) => waiting.forEach((command) => handleDesktopCommand(command, actions)),
        () => undefined,
      );
    },
  };
});
