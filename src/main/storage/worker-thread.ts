import { Worker, type ResourceLimits, type Transferable } from 'node:worker_threads';

/**
 * The one way the backend starts a worker thread. `entry` names the thread's file beside `from` (the asking
 * module's `import.meta.url`), without its extension: the TypeScript source where Node runs the sources (tests,
 * the web host, benchmarks), else the bundle electron-vite writes beside the main process's (each thread is an
 * input of its own in electron.vite.config.ts; chunks sit in the same folder, so `./<entry>.js` is found from
 * whichever of them asks). The thread never keeps the process alive by itself: a caller that waits for an answer
 * refs it for that long. `resourceLimits` bounds the thread's own heap (a storage thread's young generation, say).
 */
export function startWorkerThread(
  entry: string,
  from: string,
  workerData: unknown,
  transferList: Transferable[] = [],
  resourceLimits?: ResourceLimits,
): Worker {
  const worker = new Worker(workerEntryUrl(entry, from), {
    workerData,
    transferList,
    ...(resourceLimits === undefined ? {} : { resourceLimits }),
  });
  worker.unref();
  return worker;
}

/** Where `entry`'s file is, beside `from`, in the sources or in the built bundle. */
export function workerEntryUrl(entry: string, from: string): URL {
  return new URL(`./${entry}${from.endsWith('.ts') ? '.ts' : '.js'}`, from);
}
