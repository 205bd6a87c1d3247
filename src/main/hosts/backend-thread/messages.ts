import type { DesktopCommand, HostKind } from '../../../shared/app/payloads.ts';
import type { AppErrorData } from '../../../shared/errors.ts';
import type { Envelope, EventName } from '../../../shared/ipc/types.ts';
import type { SyncChannelEnd } from './host-calls.ts';
import type { Notice } from '../../storage/notice.ts';
import type { Settings } from '../../storage/settings.ts';

/** What the backend thread starts with: plain data only (functions stay with the host, see host-calls.ts). */
export interface BackendWorkerData {
  host: HostKind;
  version: string;
  dataDir: string;
  notices: Notice[];
  dataDirWritable: boolean;
  /** Which optional host capabilities exist, so the thread offers exactly those to the backend. */
  has: { authWindow: boolean; fetch: boolean; onBattery: boolean; chooseSecrets: boolean; printer: boolean };
  sync: SyncChannelEnd;
  /**
   * Every setting as the host read it when it started the thread: the thread's first reads are answered from these
   * rather than each waiting for the host's thread, busy at launch serving the window (host-stores.ts).
   */
  settings: Partial<Settings>;
}

/** The whole request of a relayed fetch, as plain data. */
export interface FetchRequest {
  url: string;
  method: string;
  headers: [string, string][];
  body?: string | Uint8Array | undefined;
  redirect?: RequestInit['redirect'] | undefined;
}

export type AsyncHostCall =
  | { fn: 'openExternal'; args: [url: string] }
  | { fn: 'authWindow'; args: [authorizeUrl: string, redirectUri: string] }
  | { fn: 'print'; args: [] }
  | { fn: 'saveAsPdf'; args: [fileName: string] }
  | { fn: 'capturePdf'; args: [] }
  | { fn: 'printPdf'; args: [pdf: Uint8Array, fileName: string, to: 'printer' | 'pdf'] };

/** Host → backend thread. */
export type ToBackend =
  | { t: 'call'; id: number; name: string; input: unknown }
  | { t: 'desktop'; command: DesktopCommand }
  | { t: 'close' }
  | { t: 'loopDelay'; id: number; action: 'start' | 'stop' }
  | { t: 'hostAnswer'; id: number; ok: true; value: unknown }
  | { t: 'hostAnswer'; id: number; ok: false; error: AppErrorData }
  | {
      t: 'fetchHead';
      id: number;
      status: number;
      statusText: string;
      headers: [string, string][];
      url: string;
    }
  | { t: 'fetchChunk'; id: number; chunk: Uint8Array }
  | { t: 'fetchEnd'; id: number }
  | { t: 'fetchFailed'; id: number; message: string };

/** Loop delay of the backend thread, in ms, between a 'start' and a 'stop'. */
export interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
}

/** Why the backend could not start, enough to say it in one sentence (hosts/startup-failure.ts). */
export interface StartFailure {
  message: string;
  stack?: string | undefined;
  /** An AppError's code, or a Node error's (EACCES…). */
  code?: string | undefined;
  app: boolean;
  path?: string | undefined;
}

/** Backend thread → host. */
export type FromBackend =
  | { t: 'ready' }
  | { t: 'failed'; failure: StartFailure }
  | { t: 'reply'; id: number; envelope: Envelope<unknown> }
  | { t: 'event'; name: EventName; payload: unknown }
  | { t: 'running'; count: number }
  | { t: 'log'; level: 'info' | 'error'; message: string; error?: string | undefined }
  | { t: 'hostCall'; id: number; call: AsyncHostCall }
  | { t: 'fetch'; id: number; request: FetchRequest }
  | { t: 'fetchAbort'; id: number }
  | { t: 'loopDelay'; id: number; delay: LoopDelay | null }
  | { t: 'closed' };
