import { z } from 'zod';
import { call, event } from '../ipc/define.ts';
import type { JobKind } from './job-kinds.ts';
import type {
  AppInfo,
  AppStatus,
  BackgroundSyncState,
  DesktopCommand,
  JobProgress,
  NewOrdersNotice,
  PrintOutcome,
} from './payloads.ts';
import { SCREENS, type Screen } from './screens.ts';
import { THEME_CHOICES, type ThemeState } from './theme.ts';
import { LANGUAGE_CHOICES, type LanguageState } from '../i18n/languages.ts';

const id = z.string().min(1, 'an id is required');
const empty = z.object({}).strict();
/** A PDF's suggested file name. */
const pdfFileName = z
  .string()
  .max(120, 'fileName must be at most 120 characters')
  .regex(/^[\w .,()-]+\.pdf$/, 'fileName must be a plain file name ending in .pdf');
const jobKind = z.union([
  z.enum([
    'shipmentSync',
    'listingsUpload',
    'listingsLoadFromOrders',
    'listingsPreview',
    'listingsChange',
    'myListingsRead',
    'fulfilmentPack',
    'fulfilmentDispatch',
    'fulfilmentCancel',
    'selfShipDispatch',
    'selfShipDeliver',
    'selfShipAttempt',
    'trackingUpdate',
    'returnSync',
    'sandboxTestOrders',
    'sandboxMove',
    'returnAction',
  ]),
  z.templateLiteral(['feedSync:', z.string().min(1)]),
]) satisfies z.ZodType<JobKind>;

/** The app itself: what it is, its status bar, long jobs, and the system browser. */
export const appCalls = {
  getAppInfo: call<AppInfo>()(empty),
  getStatus: call<AppStatus>()(empty),
  /** Jobs running now and the last few that ended, newest first: a reloaded screen finds its job again. */
  listJobs: call<JobProgress[]>()(z.object({ kind: jobKind.optional() }).strict()),
  cancelJob: call<void>()(z.object({ jobId: id })),
  openExternal: call<void>()(z.object({ url: z.string() })),
  /** The screen the active profile was last on, to open there after a restart; null before any. */
  getLastScreen: call<Screen | null>()(empty),
  setLastScreen: call<void>()(z.object({ screen: z.enum(SCREENS) }).strict()),
  /** Commands the shell queued before the window listened (a .csv the app was opened with); later ones are events. */
  takeDesktopCommands: call<DesktopCommand[]>()(empty),
  /**
   * The desktop app prints what the window shows (its print CSS decides what goes on paper): through the system's
   * print dialog, or as a PDF file named in the save dialog. Hosts without `canPrintInApp` use the browser's print.
   */
  printDocument: call<PrintOutcome>()(
    z
      .object({
        to: z.enum(['printer', 'pdf']),
        /** The PDF's suggested file name. */
        fileName: pdfFileName.optional(),
      })
      .strict(),
  ),
  /**
   * A long document printed in parts (the desktop app: `canPrintInApp`): the screen shows part `index` (from 0, in
   * order) and asks for its print; `finishDocumentParts` then joins them into one PDF, saved or printed as
   * `printDocument` does. `dropDocumentParts` abandons them (Cancel). Part 0 starts a new document.
   */
  printDocumentPart: call<void>()(
    z.object({ documentId: id, index: z.number().int().min(0).max(10_000) }).strict(),
  ),
  finishDocumentParts: call<PrintOutcome>()(
    z
      .object({
        documentId: id,
        parts: z.number().int().min(1).max(10_001),
        to: z.enum(['printer', 'pdf']),
        fileName: pdfFileName,
      })
      .strict(),
  ),
  dropDocumentParts: call<void>()(z.object({ documentId: id }).strict()),
  getBackgroundSync: call<BackgroundSyncState>()(empty),
  setBackgroundSync: call<BackgroundSyncState>()(
    z
      .object({
        minutes: z.union([z.literal(0), z.literal(5), z.literal(15), z.literal(30), z.literal(60)], {
          error: 'minutes must be 0 (off), 5, 15, 30 or 60',
        }),
      })
      .strict(),
  ),
  /** The app's theme, for every profile: System (the OS's light or dark), Light or Dark. */
  getTheme: call<ThemeState>()(empty),
  setTheme: call<ThemeState>()(
    z.object({ theme: z.enum(THEME_CHOICES, { error: 'theme must be system, light or dark' }) }).strict(),
  ),
  /**
   * The app's language. `system` lists the OS's languages (the window's `navigator.languages`), most preferred first:
   * the backend then speaks the first it has, as the screens do.
   */
  getLanguage: call<LanguageState>()(
    z
      .object({ system: z.array(z.string().max(35, 'a language tag is at most 35 characters')).max(20) })
      .strict(),
  ),
  setLanguage: call<LanguageState>()(
    z
      .object({
        choice: z.enum(LANGUAGE_CHOICES, { error: `choice must be one of ${LANGUAGE_CHOICES.join(', ')}` }),
      })
      .strict(),
  ),
};

export const appEvents = {
  statusChanged: event<AppStatus>(),
  jobProgress: event<JobProgress>(),
  desktopCommand: event<DesktopCommand>(),
  backgroundSyncChanged: event<BackgroundSyncState>(),
  newOrdersToPack: event<NewOrdersNotice>(),
  themeChanged: event<ThemeState>(),
  languageChanged: event<LanguageState>(),
};
