import type { Screen } from './screens.ts';
import type { ProfileKind } from '../accounts/profile.ts';
import type { JobKind } from './job-kinds.ts';

export type HostKind = 'electron' | 'web';

/** How secrets are kept on this machine, so the Settings screen can say so plainly. */
export type SecretStorageKind = 'os-encrypted' | 'basic-text' | 'memory';

export interface AppInfo {
  name: string;
  version: string;
  host: HostKind;
  dataDir: string;
  secretStorage: SecretStorageKind;
  /** True where the OS has no keychain and the person may choose between memory only and weak protection. */
  secretStorageChoosable: boolean;
  /** Whether this host can open the marketplace's authorisation page in a window of its own (Electron). */
  canAuthorizeInApp: boolean;
  /** Whether this host prints and saves PDFs itself (Electron: `printDocument`); elsewhere the browser's print. */
  canPrintInApp: boolean;
  /** Sentences the person must see once: a damaged file kept aside, a data folder that cannot be written. */
  notices: string[];
}

/** Where the window's document went: to the printer, to a PDF file (its path), or nowhere (the person cancelled). */
export type PrintOutcome =
  | { outcome: 'printed' }
  | { outcome: 'saved'; path: string }
  | { outcome: 'cancelled' }
  /** A PDF the app could not show for printing, opened in the system's PDF viewer instead. */
  | { outcome: 'opened'; path: string };

/**
 * What the active profile's marketplace said last: `online` it answered, `refused` it answered but refused the
 * credentials, `offline` no answer at all, `unknown` not asked yet since the profile became active.
 */
/** `failed`: a Test connection failed without showing whether the marketplace is there (no credentials yet…). */
export type MarketplaceState = 'online' | 'refused' | 'offline' | 'failed' | 'unknown';

export interface AppStatus {
  profile: { id: string; name: string; kind: ProfileKind };
  marketplace: MarketplaceState;
  /** When the marketplace last said so (ISO), or null before it was asked. */
  marketplaceAt: string | null;
  /** The sentence of that answer when it had one (a Test connection's, a failure's), or null. */
  marketplaceMessage: string | null;
  lastSyncAt: string | null;
}

/** Background sync while the app is open (Settings), and when it runs next (the status bar). */
export interface BackgroundSyncState {
  /** Every this many minutes; 0 is off. */
  minutes: number;
  nextRunAt: string | null;
  running: boolean;
  lastResult: 'done' | 'skipped-on-battery' | 'failed' | null;
}

/** New orders to pack after a background sync: an OS notification in the desktop app, a toast in the browser. */
export interface NewOrdersNotice {
  count: number;
  message: string;
}

export type DesktopScreen = Screen;

/**
 * What the desktop shell asks of the window (its menu, a file handed over by the OS, quitting). The web host never
 * sends one; the renderer handles them the same wherever they come from.
 */
export type DesktopCommand =
  | { command: 'navigate'; screen: DesktopScreen }
  /** A CSV's bytes: the listing sheet reads them as it reads a chosen file (UTF-8, or else Windows-1252, said). */
  | { command: 'importCsv'; fileName: string; bytes: Uint8Array<ArrayBuffer> }
  | { command: 'export' }
  | { command: 'showShortcuts' }
  | { command: 'quitting'; message: string };

export type JobState = 'running' | 'done' | 'failed' | 'cancelled';

/** Progress of long work. `seq` grows by one per event of a job, so late or repeated events can be dropped. */
export interface JobProgress {
  jobId: string;
  kind: JobKind;
  profileId: string;
  /** When the job started (ISO time), so a screen can show a rate and the time left. */
  startedAt: string;
  seq: number;
  state: JobState;
  done: number;
  total: number | null;
  message: string;
}
