import type { Worker } from 'node:worker_threads';
import type { DesktopCommand } from '../../../shared/app/payloads.ts';
import { AppError, toErrorData, type ErrorCode } from '../../../shared/errors.ts';
import type { Envelope } from '../../../shared/ipc/types.ts';
import type { BackendOptions } from '../../backend/create-backend.ts';
import { EventBus } from '../../backend/event-bus.ts';
import type { Dispatch } from '../../ipc/dispatcher.ts';
import { startWorkerThread } from '../../storage/worker-thread.ts';
import { serveRelayedFetch } from './fetch-relay.ts';
import { serveHostCalls } from './host-calls.ts';
import { settingsSnapshot, storeFunctions } from './host-stores.ts';
import type { BackendWorkerData, FromBackend, LoopDelay, StartFailure, ToBackend } from './messages.ts';
import { t } from '../../i18n/backend-language.ts';

/** What a host needs of a backend, wherever it runs: the one door, the events, the shell's commands, closing. */
export interface BackendHandle {
  dispatch: Dispatch;
  /** The backend's events as they arrive on the host's thread (forward them, or react to one). */
  events: EventBus;
  desktop: { send(command: DesktopCommand): void };
  /** Jobs running now, for a host that waits on them (quitting). */
  runningJobs(): number;
  close(): Promise<void>;
}

/** Starts a backend for a host: on its own thread (startBackendThread), or in process where a test injects time. */
export type StartBackend = (options: HostBackendOptions) => Promise<BackendHandle>;

/** The options a host gives, without the ones only a test in the same thread can give (a clock, timers). */
export type HostBackendOptions = Omit<
  BackendOptions,
  'now' | 'backgroundTimers' | 'idleTimers' | 'startDemoMarketplace'
>;

/** How long closing waits for the backend thread to stop its jobs and close the database before ending it. */
const CLOSE_WAIT_MS = 10_000;

/**
 * The backend on a worker thread of its own, so that its CPU work (parsing a page of a sync, a transaction of
 * a thousand rows, the Demo's simulator building a feed page) never holds up the thread that carries the window's
 * events and IPC replies (Electron's main process) or the web host's HTTP server. The host keeps the settings and
 * the secrets, the OS's windows and network; the thread asks for them (host-calls.ts, fetch-relay.ts). Every
 * contract call and event crosses as it is: nothing here names one, so a new call needs no code here.
 */
export async function startBackendThread(options: HostBackendOptions): Promise<BackendThread> {
  try {
    return await startThreadOnce(options);
  } catch (error) {
    if (!damagedDatabase(error)) throw error;
    // Damage the start's own check did not read: a database as the last clean close left it, size and time alike, is
    // not read page by page (clean-close.ts), and a page damaged on disk since was met only later in the start. That
    // thread has ended with all it started; the note is used up, so this start checks every page, keeps the damaged
    // file aside and says so, as for damage found at once.
    options.logger.error(
      'the database was found damaged as the backend started; starting again with its check',
      error,
    );
    return startThreadOnce(options);
  }
}

/** SQLite's words for a file that is not a sound database (SQLITE_CORRUPT, SQLITE_NOTADB). */
const damagedDatabase = (error: unknown): boolean =>
  error instanceof Error && /database disk image is malformed|file is not a database/i.test(error.message);

async function startThreadOnce(options: HostBackendOptions): Promise<BackendThread> {
  const sync = serveHostCalls(storeFunctions(options.settings, options.secrets, options.onBattery));
  const workerData: BackendWorkerData = {
    host: options.host,
    version: options.version,
    dataDir: options.dataDir,
    notices: options.notices ?? [],
    dataDirWritable: options.dataDirWritable ?? true,
    has: {
      authWindow: options.authWindow !== undefined,
      fetch: options.fetch !== undefined,
      onBattery: options.onBattery !== undefined,
      chooseSecrets: 'choose' in options.secrets,
      printer: options.printer !== undefined,
    },
    sync: sync.end,
    settings: settingsSnapshot(options.settings),
  };
  const worker = startWorkerThread('backend-worker', import.meta.url, workerData, [sync.end.port]);
  // The backend keeps the process alive while it runs, as it did on the main thread.
  worker.ref();
  const thread = new BackendThread(worker, options, () => sync.close());
  await thread.started;
  return thread;
}

export class BackendThread implements BackendHandle {
  readonly events = new EventBus();
  readonly desktop = { send: (command: DesktopCommand) => this.#post({ t: 'desktop', command }) };
  readonly started: Promise<void>;
  readonly #worker: Worker;
  readonly #options: HostBackendOptions;
  readonly #replies = new Map<number, (envelope: Envelope<unknown>) => void>();
  readonly #delays = new Map<number, (delay: LoopDelay | null) => void>();
  readonly #fetches;
  readonly #exited: Promise<void>;
  #next = 1;
  #running = 0;
  #gone: string | undefined;
  #closing: Promise<void> | undefined;

  constructor(worker: Worker, options: HostBackendOptions, onExit: () => void) {
    this.#worker = worker;
    this.#options = options;
    this.#fetches = serveRelayedFetch(
      options.fetch ?? ((url, init) => globalThis.fetch(url, init)),
      (message) => this.#post(message),
    );
    let started!: () => void;
    let failed!: (error: Error) => void;
    this.started = new Promise<void>((resolve, reject) => {
      started = resolve;
      failed = reject;
    });
    this.#exited = new Promise<void>((resolve) =>
      worker.once('exit', (code) => {
        this.#end(`the backend thread stopped (exit code ${code})`);
        failed(new Error(`Stockroom's backend stopped as it started (exit code ${code}).`));
        onExit();
        resolve();
      }),
    );
    worker.on('error', (error) => {
      options.logger.error('the backend thread failed', error);
      failed(error);
    });
    worker.on('message', (message: FromBackend) => {
      switch (message.t) {
        case 'ready':
          return started();
        case 'failed':
          return failed(startFailure(message.failure));
        case 'reply':
          this.#replies.get(message.id)?.(message.envelope);
          this.#replies.delete(message.id);
          return;
        case 'event':
          return this.events.emit(message.name, message.payload as never);
        case 'running':
          this.#running = message.count;
          return;
        case 'log':
          if (message.level === 'info') options.logger.info(message.message);
          else options.logger.error(message.message, message.error);
          return;
        case 'hostCall':
          return void this.#hostCall(message);
        case 'fetch':
          return this.#fetches.start(message.id, message.request);
        case 'fetchAbort':
          return this.#fetches.abort(message.id);
        case 'loopDelay':
          this.#delays.get(message.id)?.(message.delay);
          this.#delays.delete(message.id);
          return;
        case 'closed':
          return;
      }
    });
  }

  readonly dispatch: Dispatch = (name, input) => {
    if (this.#gone !== undefined) return Promise.resolve(stoppedEnvelope());
    const id = this.#next++;
    return new Promise((resolve) => {
      this.#replies.set(id, resolve);
      this.#post({ t: 'call', id, name, input });
    });
  };

  runningJobs(): number {
    return this.#running;
  }

  /** The backend thread's own event-loop delay between start and stop (benchmarks: the second figure). */
  async loopDelay(action: 'start'): Promise<void>;
  async loopDelay(action: 'stop'): Promise<LoopDelay>;
  async loopDelay(action: 'start' | 'stop'): Promise<LoopDelay | void> {
    const id = this.#next++;
    const delay = await new Promise<LoopDelay | null>((resolve) => {
      this.#delays.set(id, resolve);
      this.#post({ t: 'loopDelay', id, action });
    });
    if (action === 'stop') return delay ?? { p50: 0, p99: 0, max: 0 };
  }

  /** Stops the jobs (each reaches its checkpoint) and closes the database on the thread, then ends the thread. */
  close(): Promise<void> {
    this.#closing ??= (async () => {
      this.#post({ t: 'close' });
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>(
        (resolve) => (timer = setTimeout(() => resolve('late'), CLOSE_WAIT_MS)),
      );
      if ((await Promise.race([this.#exited, late])) === 'late') await this.#worker.terminate();
      clearTimeout(timer);
      this.#fetches.abortAll();
    })();
    return this.#closing;
  }

  async #hostCall(message: Extract<FromBackend, { t: 'hostCall' }>): Promise<void> {
    try {
      const { call } = message;
      let value: unknown = null;
      const { authWindow, printer } = this.#options;
      if (call.fn === 'openExternal') await this.#options.openExternal(...call.args);
      else if (call.fn === 'authWindow') {
        if (!authWindow) throw new AppError('INTERNAL', 'This host has no authorisation window.');
        value = await authWindow(...call.args);
      } else {
        // The window to print is the host's: the backend thread only asks (app/printer.ts).
        if (!printer) throw new AppError('INTERNAL', 'This host has no printer.');
        if (call.fn === 'print') value = await printer.print();
        else if (call.fn === 'saveAsPdf') value = await printer.saveAsPdf(...call.args);
        else if (call.fn === 'capturePdf') value = await printer.capturePdf();
        else value = await printer.printPdf(...call.args);
      }
      this.#post({ t: 'hostAnswer', id: message.id, ok: true, value });
    } catch (error) {
      this.#post({ t: 'hostAnswer', id: message.id, ok: false, error: toErrorData(error) });
    }
  }

  #post(message: ToBackend): void {
    if (this.#gone === undefined) this.#worker.postMessage(message);
  }

  #end(reason: string): void {
    this.#gone ??= reason;
    for (const reply of this.#replies.values()) reply(stoppedEnvelope());
    this.#replies.clear();
    for (const answer of this.#delays.values()) answer(null);
    this.#delays.clear();
    this.#fetches.abortAll();
  }
}

function stoppedEnvelope(): Envelope<unknown> {
  return {
    ok: false,
    error: { code: 'INTERNAL', message: t('errors.backend.stopped') },
  };
}

/** The backend's start failure as the error the hosts report in one sentence. */
function startFailure(failure: StartFailure): Error {
  if (failure.app) return new AppError(failure.code as ErrorCode, failure.message);
  const error = Object.assign(new Error(failure.message), {
    ...(failure.code ? { code: failure.code } : {}),
    ...(failure.path ? { path: failure.path } : {}),
  });
  if (failure.stack) error.stack = failure.stack;
  return error;
}
