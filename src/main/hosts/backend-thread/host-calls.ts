import { MessageChannel, receiveMessageOnPort, type MessagePort } from 'node:worker_threads';
import { AppError, type ErrorCode } from '../../../shared/errors.ts';

/**
 * Calls from the backend thread to the host's thread for what only the host holds: the settings file, the secret
 * store (Electron's safeStorage lives on the main thread only) and the battery state. Those interfaces are
 * synchronous, so the call is too: the backend thread posts the request and sleeps on a shared flag
 * (Atomics.wait) until the host has answered on the same port. The host never waits on the backend thread
 * synchronously, so neither can deadlock the other. Async host calls (open a link, the authorisation window,
 * Electron's fetch) go over the thread's ordinary messages instead (see backend-thread.ts).
 */

/** A synchronous host function: plain, cloneable arguments and result. */
export type HostFunctions = Record<string, (...args: never[]) => unknown>;

/** Longest a synchronous host call may take before the backend thread gives up on it (bound every wait). */
const SYNC_CALL_MS = 10_000;

interface SyncRequest {
  name: string;
  args: unknown[];
}
type SyncReply = { ok: true; value: unknown } | { ok: false; message: string; code?: ErrorCode };

/** What the backend thread is given (in its workerData, the port transferred) to reach the host. */
export interface SyncChannelEnd {
  port: MessagePort;
  flag: Int32Array;
}

/** The host's side: answers each request with `functions`, then wakes the waiting thread. */
export function serveHostCalls(functions: HostFunctions): { end: SyncChannelEnd; close(): void } {
  const { port1, port2 } = new MessageChannel();
  const flag = new Int32Array(new SharedArrayBuffer(4));
  port1.on('message', (request: SyncRequest) => {
    let reply: SyncReply;
    try {
      const fn = functions[request.name] as ((...args: unknown[]) => unknown) | undefined;
      if (fn === undefined) throw new Error(`the host has no function ${request.name}`);
      reply = { ok: true, value: fn(...request.args) };
    } catch (error) {
      reply = {
        ok: false,
        message: error instanceof Error ? error.message : String(error),
        ...(error instanceof AppError ? { code: error.code } : {}),
      };
    }
    port1.postMessage(reply);
    Atomics.store(flag, 0, 1);
    Atomics.notify(flag, 0);
  });
  // The port alone never keeps the process alive: the thread does while it runs.
  port1.unref();
  return { end: { port: port2, flag }, close: () => port1.close() };
}

/** The backend thread's side: a blocking call into the host. */
export function hostCaller(end: SyncChannelEnd): (name: string, ...args: unknown[]) => unknown {
  return (name, ...args) => {
    Atomics.store(end.flag, 0, 0);
    end.port.postMessage({ name, args } satisfies SyncRequest);
    if (Atomics.wait(end.flag, 0, 0, SYNC_CALL_MS) === 'timed-out')
      throw new Error(`the host did not answer ${name} within ${SYNC_CALL_MS / 1000} s`);
    const received = receiveMessageOnPort(end.port);
    if (received === undefined) throw new Error(`the host's answer to ${name} was lost`);
    const reply = received.message as SyncReply;
    if (reply.ok) return reply.value;
    throw reply.code === undefined ? new Error(reply.message) : new AppError(reply.code, reply.message);
  };
}
