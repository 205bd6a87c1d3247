import type { CallName, Envelope, EventName, Transport } from '../../../shared/ipc/types.ts';

/** What the preload exposes as `window.api`: one function per call returning an envelope, and `subscribe`. */
export type PreloadBridge = Record<CallName, (input: unknown) => Promise<Envelope<unknown>>> & {
  subscribe(name: EventName, listener: (payload: unknown) => void): () => void;
};

export function electronTransport(bridge: PreloadBridge): Transport {
  return {
    invoke: (name, input) => bridge[name](input),
    subscribe: (name, listener) => bridge.subscribe(name, listener),
    // The preload's listener is in place before the first call, and the channel never drops: nothing to read again.
    onConnected: () => () => undefined,
  };
}
