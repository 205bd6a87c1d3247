import type { appCalls, appEvents } from './contract.ts';

/** The app slice's names without zod, for the preload and the renderer. The compiler keeps them in step. */
export const appCallNames = {
  getAppInfo: true,
  getStatus: true,
  listJobs: true,
  cancelJob: true,
  openExternal: true,
  getLastScreen: true,
  setLastScreen: true,
  takeDesktopCommands: true,
  printDocument: true,
  printDocumentPart: true,
  finishDocumentParts: true,
  dropDocumentParts: true,
  getBackgroundSync: true,
  setBackgroundSync: true,
  getTheme: true,
  setTheme: true,
  getLanguage: true,
  setLanguage: true,
} satisfies Record<keyof typeof appCalls, true>;

export const appEventNames = {
  statusChanged: true,
  jobProgress: true,
  desktopCommand: true,
  backgroundSyncChanged: true,
  newOrdersToPack: true,
  themeChanged: true,
  languageChanged: true,
} satisfies Record<keyof typeof appEvents, true>;
