import { contextBridge, ipcRenderer } from 'electron';
import { CALL_NAMES, EVENT_NAMES } from '../shared/ipc/names.ts';
import { IPC_CHANNEL_PREFIX, IPC_EVENT_CHANNEL, type Envelope, type EventName } from '../shared/ipc/types.ts';

/**
 * Exposed as `window.api` (see src/renderer/src/api/electron-transport.ts). Results cross as envelopes because
 * contextBridge keeps only the message of a thrown error, and the renderer needs its code.
 *
 * The renderer's only door to main: one named function per contract call (never a generic invoke) and a
 * subscription to the contract's events. Inputs are validated again in main; this side only forwards.
 */
const calls = Object.fromEntries(
  CALL_NAMES.map((name) => [
    name,
    (input: unknown) => ipcRenderer.invoke(IPC_CHANNEL_PREFIX + name, input) as Promise<Envelope<unknown>>,
  ]),
);

const listeners = new Map<EventName, Set<(payload: unknown) => void>>();
ipcRenderer.on(IPC_EVENT_CHANNEL, (_event, name: EventName, payload: unknown) => {
  for (const listener of listeners.get(name) ?? []) listener(payload);
});

contextBridge.exposeInMainWorld('api', {
  ...calls,
  subscribe(name: EventName, listener: (payload: unknown) => void): () => void {
    if (!EVENT_NAMES.includes(name)) throw new Error(`Unknown event ${String(name)}`);
    const set = listeners.get(name) ?? new Set();
    set.add(listener);
    listeners.set(name, set);
    return () => set.delete(listener);
  },
});
