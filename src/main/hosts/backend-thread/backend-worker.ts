/**
 * The backend thread (see backend-thread.ts): the whole backend, its database, jobs and the Demo's simulator,
 * on a thread of its own. It answers the host's calls through the one dispatcher, streams the bus's events to the
 * host, and reaches the host for what only the host holds (settings, secrets, the OS's windows and network).
 */
// Every language's messages, before anything that translates at load (docs/PERFORMANCE.md, issue 43).
import '../../../shared/i18n/all-catalogues.ts';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import type { PrintOutcome } from '../../../shared/app/payloads.ts';
import { AppError, type ErrorCode } from '../../../shared/errors.ts';
import { createBackend, demoLaunchHoldFrom, type Backend } from '../../backend/create-backend.ts';
import { startDemoMarketplace } from '../start-demo-marketplace.ts';
import { hostCaller } from './host-calls.ts';
import type { BackendWorkerData, FromBackend, ToBackend } from './messages.ts';
import { relayedFetch } from './fetch-relay.ts';
import { hostStores } from './host-stores.ts';

const port = parentPort;
if (port === null) throw new Error('backend-worker.ts runs as a worker thread');
const data = workerData as BackendWorkerData;
const post = (message: FromBackend) => port.postMessage(message);
const sync = hostCaller(data.sync);

let nextHostCall = 1;
const hostCalls = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
function callHost(call: Extract<FromBackend, { t: 'hostCall' }>['call']): Promise<unknown> {
  const id = nextHostCall++;
  return new Promise((resolve, reject) => {
    hostCalls.set(id, { resolve, reject });
    post({ t: 'hostCall', id, call });
  });
}
const fetchRelay = relayedFetch(post);

let backend: Backend;
try {
  const { settings, secrets } = hostStores(sync, data.has.chooseSecrets, data.settings);
  backend = createBackend({
    host: data.host,
    version: data.version,
    dataDir: data.dataDir,
    notices: data.notices,
    dataDirWritable: data.dataDirWritable,
    settings,
    secrets,
    startDemoMarketplace,
    demoLaunchHoldMs: demoLaunchHoldFrom(process.env),
    openExternal: async (url) => void (await callHost({ fn: 'openExternal', args: [url] })),
    authWindow: data.has.authWindow
      ? async (authorizeUrl, redirectUri) =>
          (await callHost({ fn: 'authWindow', args: [authorizeUrl, redirectUri] })) as string
      : undefined,
    fetch: data.has.fetch ? fetchRelay.fetch : undefined,
    printer: data.has.printer
      ? {
          print: async () => (await callHost({ fn: 'print', args: [] })) as PrintOutcome,
          saveAsPdf: async (fileName) =>
            (await callHost({ fn: 'saveAsPdf', args: [fileName] })) as PrintOutcome,
          // One part of a long document; its bytes come here, where the parts are joined off the host's thread.
          capturePdf: async () => (await callHost({ fn: 'capturePdf', args: [] })) as Uint8Array,
          // The PDF's bytes cross to the host, whose window prints them.
          printPdf: async (pdf, fileName, to) =>
            (await callHost({ fn: 'printPdf', args: [pdf, fileName, to] })) as PrintOutcome,
        }
      : undefined,
    onBattery: data.has.onBattery ? () => sync('onBattery') as boolean : undefined,
    logger: {
      info: (message) => post({ t: 'log', level: 'info', message }),
      error: (message, error) =>
        post({
          t: 'log',
          level: 'error',
          message,
          error:
            error instanceof Error
              ? `${error.name}: ${error.message}`
              : error === undefined
                ? undefined
                : String(error),
        }),
    },
  });
} catch (error) {
  const e = error as NodeJS.ErrnoException;
  post({
    t: 'failed',
    failure: {
      message: e instanceof Error ? e.message : String(error),
      stack: e instanceof Error ? e.stack : undefined,
      code: e instanceof AppError ? e.code : e.code,
      app: e instanceof AppError,
      path: e.path,
    },
  });
  port.close();
  throw error;
}

// A promise nobody waited on (a request still in flight when the Demo's marketplace closed, say) must not end
// the whole backend: it is logged, as the host's own thread would have it.
process.on('unhandledRejection', (reason) =>
  post({
    t: 'log',
    level: 'error',
    message: 'a background task failed and nobody was waiting for it',
    error: reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason),
  }),
);

// Every event goes to the host, which hands it to its windows (Electron) or event streams (web).
let running = 0;
backend.events.subscribe((name, payload) => {
  post({ t: 'event', name, payload });
  if (name !== 'jobProgress') return;
  const now = backend.runningJobs();
  if (now !== running) post({ t: 'running', count: (running = now) });
});

const delay = monitorEventLoopDelay({ resolution: 10 });

port.on('message', (message: ToBackend) => {
  switch (message.t) {
    case 'call':
      void backend
        .dispatch(message.name, message.input)
        .then((envelope) => post({ t: 'reply', id: message.id, envelope }));
      return;
    case 'desktop':
      backend.desktop.send(message.command);
      return;
    case 'hostAnswer': {
      const waiting = hostCalls.get(message.id);
      hostCalls.delete(message.id);
      if (message.ok) waiting?.resolve(message.value);
      else
        waiting?.reject(
          new AppError(message.error.code as ErrorCode, message.error.message, message.error.details),
        );
      return;
    }
    case 'fetchHead':
    case 'fetchChunk':
    case 'fetchEnd':
    case 'fetchFailed':
      fetchRelay.receive(message);
      return;
    case 'loopDelay':
      if (message.action === 'start') {
        delay.reset();
        delay.enable();
        post({ t: 'loopDelay', id: message.id, delay: null });
      } else {
        delay.disable();
        const ms = (ns: number) => ns / 1e6;
        post({
          t: 'loopDelay',
          id: message.id,
          delay: { p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) },
        });
      }
      return;
    case 'close':
      void backend.close().finally(() => {
        post({ t: 'closed' });
        port.close();
      });
      return;
  }
});
post({ t: 'ready' });
