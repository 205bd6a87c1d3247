import type { ErrorCode } from '../errors.ts';
import type { ProfileKind } from '../accounts/profile.ts';

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
  /** Sentences the person must see once: a damaged file kept aside, a data folder that cannot be written. */
  notices: string[];
}

export interface AppStatus {
  profile: { id: string; name: string; kind: ProfileKind };
  /** Whether the marketplace of the active profile answered the last time it was asked. */
  marketplace: 'online' | 'offline' | 'unknown';
  lastSyncAt: string | null;
}

export interface CheckResult {
  ok: boolean;
  /** A sentence for a person: what worked, or what failed and what to do. */
  message: string;
  code?: ErrorCode;
}

export interface ConnectionReport {
  seller: CheckResult;
  affiliate: CheckResult;
}

export type JobState = 'running' | 'done' | 'failed' | 'cancelled';

/** Progress of long work. `seq` grows by one per event of a job, so late or repeated events can be dropped. */
export interface JobProgress {
  jobId: string;
  kind: string;
  seq: number;
  state: JobState;
  done: number;
  total: number | null;
  message: string;
}
