import type { Envelope, EventName, Transport } from '../../../shared/ipc/types.ts';

/**
 * The web host's transport: calls are POSTs to /api/calls/<name>, events one EventSource. The access token
 * travels in an HttpOnly cookie set by the host, so this code never sees it.
 */
export function webTransport(base = ''): Transport {
  let source: EventSource | undefined;
  const listeners = new Map<EventName, Set<(payload: unknown) => void>>();

  const ensureSource = (name: EventName) => {
    source ??= new EventSource(`${base}/api/events`);
    if (!listeners.has(name)) {
      const set = new Set<(payload: unknown) => void>();
      listeners.set(name, set);
      source.addEventListener(name, (event) => {
        const payload: unknown = JSON.parse((event as MessageEvent<string>).data);
        for (const listener of set) listener(payload);
      });
    }
    return listeners.get(name) as Set<(payload: unknown) => void>;
  };

  return {
    async invoke(name, input) {
      let response: Response;
      try {
        response = await fetch(`${base}/api/calls/${name}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ input }),
          credentials: 'same-origin',
        });
      } catch {
        return {
          ok: false,
          error: {
            code: 'NETWORK',
            message: 'Stockroom’s background service is not answering. Is it still running?',
          },
        };
      }
      if (response.status === 401) {
        return {
          ok: false,
          error: {
            code: 'FORBIDDEN',
            message: 'This tab lost its access to Stockroom. Open the address Stockroom printed again.',
          },
        };
      }
      return (await response.json()) as Envelope<unknown>;
    },
    subscribe(name, listener) {
      const set = ensureSource(name);
      set.add(listener);
      return () => set.delete(listener);
    },
  };
}
