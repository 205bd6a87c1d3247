import type { FetchLike } from '../../marketplace/index.ts';
import type { FetchRequest, FromBackend, ToBackend } from './messages.ts';

type RelayMessage = Extract<ToBackend, { t: 'fetchHead' | 'fetchChunk' | 'fetchEnd' | 'fetchFailed' }>;

/**
 * Electron's fetch (net.fetch: the system's proxy and certificates) exists on the main thread only. The backend
 * thread's fetch sends the request there and gets the answer back as it arrives: the head first, then the body in
 * chunks, so the HTTP layer's size caps and time-outs apply as they do to a local fetch (it stops reading, the
 * abort reaches the main thread's request).
 */
export function relayedFetch(post: (message: FromBackend) => void): {
  fetch: FetchLike;
  receive(message: RelayMessage): void;
} {
  let next = 1;
  const open = new Map<
    number,
    {
      head(response: Response): void;
      fail(error: Error): void;
      body: ReadableStreamDefaultController<Uint8Array> | undefined;
    }
  >();
  const fetch: FetchLike = (url, init) =>
    new Promise<Response>((resolve, reject) => {
      const id = next++;
      const signal = init.signal ?? undefined;
      if (signal?.aborted) return reject(signal.reason as Error);
      const entry: typeof open extends Map<number, infer V> ? V : never = {
        body: undefined,
        head: resolve,
        fail: (error) => {
          reject(error);
          entry.body?.error(error);
        },
      };
      open.set(id, entry);
      signal?.addEventListener(
        'abort',
        () => {
          if (!open.delete(id)) return;
          post({ t: 'fetchAbort', id });
          entry.fail(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
        },
        { once: true },
      );
      post({ t: 'fetch', id, request: toRequest(url, init) });
    });
  return {
    fetch,
    receive(message) {
      const entry = open.get(message.id);
      if (entry === undefined) return;
      switch (message.t) {
        case 'fetchHead': {
          const stream = new ReadableStream<Uint8Array>({
            start: (controller) => void (entry.body = controller),
            cancel: () => {
              open.delete(message.id);
              post({ t: 'fetchAbort', id: message.id });
            },
          });
          // A Response of these statuses may not have a body at all.
          const nullBody = [101, 103, 204, 205, 304].includes(message.status);
          entry.head(
            new Response(nullBody ? null : stream, {
              status: message.status,
              statusText: message.statusText,
              headers: message.headers,
            }),
          );
          if (nullBody) open.delete(message.id);
          return;
        }
        case 'fetchChunk':
          entry.body?.enqueue(message.chunk);
          return;
        case 'fetchEnd':
          open.delete(message.id);
          entry.body?.close();
          return;
        case 'fetchFailed':
          open.delete(message.id);
          entry.fail(new TypeError(message.message));
          return;
      }
    },
  };
}

function toRequest(url: string, init: RequestInit): FetchRequest {
  const body = init.body;
  if (body !== undefined && body !== null && typeof body !== 'string' && !(body instanceof Uint8Array))
    throw new TypeError('a relayed request body must be text or bytes');
  return {
    url,
    method: init.method ?? 'GET',
    headers: [...new Headers(init.headers).entries()],
    ...(body === undefined || body === null ? {} : { body }),
    ...(init.redirect ? { redirect: init.redirect } : {}),
  };
}

/** The host's side: runs each relayed request with its own fetch and streams the answer back. */
export function serveRelayedFetch(
  hostFetch: FetchLike,
  send: (message: RelayMessage) => void,
): { start(id: number, request: FetchRequest): void; abort(id: number): void; abortAll(): void } {
  const running = new Map<number, AbortController>();
  return {
    start(id, request) {
      const controller = new AbortController();
      running.set(id, controller);
      void (async () => {
        try {
          const response = await hostFetch(request.url, {
            method: request.method,
            headers: request.headers,
            ...(request.body === undefined ? {} : { body: request.body }),
            ...(request.redirect ? { redirect: request.redirect } : {}),
            signal: controller.signal,
          });
          send({
            t: 'fetchHead',
            id,
            status: response.status,
            statusText: response.statusText,
            headers: [...response.headers.entries()],
            url: response.url,
          });
          if (response.body !== null)
            for await (const chunk of response.body) {
              if (controller.signal.aborted) break;
              send({ t: 'fetchChunk', id, chunk });
            }
          send({ t: 'fetchEnd', id });
        } catch (error) {
          if (!controller.signal.aborted)
            send({ t: 'fetchFailed', id, message: error instanceof Error ? error.message : String(error) });
        } finally {
          running.delete(id);
        }
      })();
    },
    abort(id) {
      running.get(id)?.abort();
      running.delete(id);
    },
    abortAll() {
      for (const controller of running.values()) controller.abort();
      running.clear();
    },
  };
}
