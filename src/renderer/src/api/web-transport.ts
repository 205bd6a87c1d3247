import { isAppErrorData } from '../../../shared/errors.ts';
import type { AppErrorData } from '../../../shared/errors.ts';
import type { Envelope, EventName, Transport } from '../../../shared/ipc/types.ts';
import type { MessageId } from '../../../shared/i18n/catalogue.ts';
import { translatorFor, type MessageValues } from '../../../shared/i18n/translator.ts';
import { STREAM_HEADER, STREAM_READY_EVENT, type StreamReady } from '../../../shared/ipc/web-stream.ts';

/**
 * The web host's transport: calls are POSTs to /api/calls/<name>, events one EventSource. The access token
 * travels in an HttpOnly cookie set by the host, so this code never sees it.
 */

/** A sentence of the catalogue in the screens' language (the app gives its `t`; English by default). */
type Say = (id: MessageId, values?: MessageValues) => string;
const english: Say = (id, values) => translatorFor('en').t(id, values);

export function webTransport(base = '', options: { eventsFirst?: boolean; say?: Say } = {}): Transport {
  const t = options.say ?? english;
  let source: EventSource | undefined;
  const listeners = new Map<EventName, Set<(payload: unknown) => void>>();
  const connected = new Set<() => void>();
  /** The stream's name for the host, so that it keeps the events for it from the first call made before it opens. */
  const streamId = newStreamId();
  /** The stream has opened (its `open`) once; and has said whether it holds every event since the first call. */
  let wasOpen = false;
  let wasReady = false;
  /** A call answered before the stream first opened, without naming it: a change after its answer may be unheard. */
  let unnamedAnsweredBeforeOpen = false;
  /** A call named the stream before its first word: the host kept the events since (or says it dropped some). */
  let namedSent = false;
  const reconnected = () => {
    for (const listener of connected) listener();
  };

  const open = (): EventSource => {
    if (source === undefined) {
      source = new EventSource(`${base}/api/events?stream=${streamId}`);
      // EventSource reconnects by itself after a drop; each reopening is a moment to read the state again. The
      // first opening is one too only where a call was answered before it and its events may be lost: one that
      // did not name the stream (made before the stream was), or one whose kept events the host dropped.
      source.addEventListener('open', () => {
        if (wasOpen || unnamedAnsweredBeforeOpen) reconnected();
        wasOpen = true;
      });
      source.addEventListener(STREAM_READY_EVENT, (event) => {
        const ready = JSON.parse((event as MessageEvent).data as string) as StreamReady;
        const first = !wasReady;
        wasReady = true;
        if (first && namedSent && !unnamedAnsweredBeforeOpen && !ready.complete) reconnected();
      });
    }
    return source;
  };
  // The app's own transport opens its stream before its first call. Its calls do not wait for it (the browser's
  // few connections to the host may hold the stream behind the page's files): each names the stream until it has
  // opened, the host keeps the events from then on and the stream delivers them first, so no change after an
  // answer goes unheard and a launch does not read every screen's state twice (docs/PERFORMANCE.md).
  if (options.eventsFirst) open();

  const ensureSource = (name: EventName) => {
    const stream = open();
    if (!listeners.has(name)) {
      const set = new Set<(payload: unknown) => void>();
      listeners.set(name, set);
      stream.addEventListener(name, (event) => {
        const payload: unknown = JSON.parse((event as MessageEvent).data as string);
        for (const listener of set) listener(payload);
      });
    }
    return listeners.get(name) as Set<(payload: unknown) => void>;
  };

  return {
    async invoke(name, input) {
      // The request leaves as the call is made: a call made just before a screen is drawn (its first rows) reaches
      // the backend before that drawing ends, not after it.
      const named = source !== undefined && !wasReady;
      if (named) namedSent = true;
      let response: Response;
      try {
        response = await fetch(`${base}/api/calls/${name}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(named ? { [STREAM_HEADER]: streamId } : {}),
          },
          body: JSON.stringify({ input }),
          credentials: 'same-origin',
        });
      } catch {
        return {
          ok: false,
          error: {
            code: 'NETWORK',
            message: t('errors.web.notAnswering'),
          },
        };
      }
      if (!named && !wasOpen) unnamedAnsweredBeforeOpen = true;
      const envelope = asEnvelope(await response.text().catch(() => ''));
      return envelope ?? { ok: false, error: errorForStatus(response.status, t) };
    },
    subscribe(name, listener) {
      const set = ensureSource(name);
      set.add(listener);
      return () => set.delete(listener);
    },
    onConnected(listener) {
      open();
      connected.add(listener);
      return () => connected.delete(listener);
    },
  };
}

/** A name no other page's stream has (the host checks its shape: letters, digits, `-` and `_`). */
function newStreamId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The reply as an envelope, or undefined when it is none (a text 403, an HTML 502 from something in between). */
function asEnvelope(text: string): Envelope<unknown> | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as { ok?: unknown; value?: unknown; error?: unknown };
  if (v.ok === true) return { ok: true, value: v.value };
  if (v.ok === false && isAppErrorData(v.error)) return { ok: false, error: v.error };
  return undefined;
}

/** A sentence for a reply that is not an envelope, by its status. */
function errorForStatus(status: number, t: Say): AppErrorData {
  if (status === 401)
    return {
      code: 'FORBIDDEN',
      message: t('errors.web.lostAccess'),
    };
  if (status === 403)
    return {
      code: 'FORBIDDEN',
      message: t('errors.web.refused'),
    };
  if (status === 413)
    return {
      code: 'REQUEST_TOO_LARGE',
      message: t('errors.web.tooLarge'),
    };
  return {
    code: 'SERVER',
    message: t('errors.web.unreadable', { status: String(status) }),
  };
}
