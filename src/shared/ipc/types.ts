import type { z } from 'zod';
import type { AppErrorData } from '../errors.ts';
import type { calls, events } from './contract.ts';

export type Calls = typeof calls;
export type CallName = keyof Calls;
export type CallInput<N extends CallName> = z.input<Calls[N]['input']>;
export type CallResult<N extends CallName> = Exclude<Calls[N]['result'], undefined>;

export type Events = typeof events;
export type EventName = keyof Events;
export type EventPayload<N extends EventName> = Exclude<Events[N]['payload'], undefined>;

/** What crosses the boundary for every call: a value, or error data with a stable code. */
export type Envelope<T> = { ok: true; value: T } | { ok: false; error: AppErrorData };

type CallFn<N extends CallName> =
  // Calls whose input is an empty object can be made with no argument.
  Record<string, never> extends CallInput<N>
    ? (input?: CallInput<N>) => Promise<CallResult<N>>
    : (input: CallInput<N>) => Promise<CallResult<N>>;

/** The renderer's view of the backend: one named function per call, and event subscription. */
export type Api = { [N in CallName]: CallFn<N> } & {
  on<E extends EventName>(name: E, listener: (payload: EventPayload<E>) => void): () => void;
  /** Called each time the event stream (re)connects: events sent while it was not connected never arrive. */
  onReconnect(listener: () => void): () => void;
};

/** The raw transport a host provides: one for Electron's preload, one for the web host. */
export interface Transport {
  invoke(name: CallName, input: unknown): Promise<Envelope<unknown>>;
  subscribe(name: EventName, listener: (payload: unknown) => void): () => void;
  /**
   * Called each time the event stream connects or reconnects. Whoever shows the backend's state reads it again
   * then: what was sent before (between a first read and the stream's opening, or while it was down) is lost.
   */
  onConnected(listener: () => void): () => void;
}

export const IPC_CHANNEL_PREFIX = 'stockroom:';
export const IPC_EVENT_CHANNEL = 'stockroom:event';
