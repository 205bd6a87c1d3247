import type { appCalls } from '../../shared/app/contract.ts';
import type { AppInfo } from '../../shared/app/payloads.ts';
import type { HandlersFor } from '../ipc/handlers-for.ts';
import type { JobRegistry } from '../jobs/job-registry.ts';
import { openExternalUrl } from '../security/open-external.ts';
import type { LastScreen } from './last-screen.ts';
import type { BackgroundSyncScheduler } from '../background-sync/scheduler.ts';
import type { DesktopCommands } from './desktop-commands.ts';
import { documentParts } from './document-parts.ts';
import { printWith, type Printer } from './printer.ts';
import type { StatusService } from './status-service.ts';
import type { ThemeSetting } from './theme-setting.ts';
import type { LanguageSetting } from './language-setting.ts';

export interface AppHandlerDeps {
  info: () => AppInfo;
  status: StatusService;
  jobs: JobRegistry;
  openExternal: (url: string) => Promise<void>;
  /** Absent where the host has no print of its own (the web host: the browser prints). */
  printer?: Printer | undefined;
  lastScreen: LastScreen;
  desktop: DesktopCommands;
  backgroundSync: BackgroundSyncScheduler;
  theme: ThemeSetting;
  language: LanguageSetting;
}

export function appHandlers(d: AppHandlerDeps) {
  const parts = documentParts(d.printer);
  return {
    getAppInfo: () => d.info(),
    getStatus: () => d.status.current(),
    listJobs: ({ kind }) => d.jobs.list(kind),
    cancelJob: ({ jobId }) => d.jobs.cancel(jobId),
    openExternal: ({ url }) => openExternalUrl(url, d.openExternal),
    getLastScreen: () => d.lastScreen.get(),
    setLastScreen: ({ screen }) => d.lastScreen.set(screen),
    takeDesktopCommands: () => d.desktop.take(),
    printDocument: ({ to, fileName }) => printWith(d.printer, to, fileName ?? 'Stockroom.pdf'),
    printDocumentPart: ({ documentId, index }) => parts.part(documentId, index),
    finishDocumentParts: ({ documentId, parts: count, to, fileName }) =>
      parts.finish(documentId, count, to, fileName),
    dropDocumentParts: ({ documentId }) => parts.drop(documentId),
    getBackgroundSync: () => d.backgroundSync.state(),
    setBackgroundSync: ({ minutes }) => d.backgroundSync.setMinutes(minutes),
    getTheme: () => d.theme.get(),
    setTheme: ({ theme }) => d.theme.set(theme),
    getLanguage: ({ system }) => d.language.get(system),
    setLanguage: ({ choice }) => d.language.set(choice),
  } satisfies HandlersFor<typeof appCalls>;
}
