import { isAppErrorData } from '../../../shared/errors.ts';
import type { AppErrorData } from '../../../shared/errors.ts';
import type { Envelope, EventName, Transport } from '../../../shared/ipc/types.ts';
import type { MessageId } from '../../../shared/i18n/catalogue.ts';
import { translatorFor, type MessageValues } from '../../../shared/i18n/translator.ts';

/** How long calls wait for the event stream's first opening before going ahead without it. */
const FIRST_OPEN_WAIT_MS = 3_000;

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
  /** Settles when the stream has first opened (or failed to, or took too long). */
  let firstOpen: Promise<void> | undefined;
  /** `firstOpen` has settled: a call goes out at once, in the same turn, with no wait for a settled promise. */
  let firstOpenDone = false;
  let wasOpen = false;
  /** A call answered before the stream first opened: a change after its answer may have gone unheard. */
  let answeredBeforeOpen = false;

  const open = (): EventSource => {
    if (source === undefined) {
      source = new EventSource(`${base}/api/events`);
      let settle!: () => void;
      firstOpen = new Promise<void>(
        (resolve) =>
          (settle = () => {
            firstOpenDone = true;
            resolve();
          }),
      );
      const late = setTimeout(() => settle(), FIRST_OPEN_WAIT_MS);
      const settled = () => {
        clearTimeout(late);
        settle();
      };
      source.addEventListener('error', settled, { once: true });
      // EventSource reconnects by itself after a drop; each reopening is a moment to read the state again. The
      // first opening is one too only where a call was answered before it.
      source.addEventListener('open', () => {
        settled();
        if (wasOpen || answeredBeforeOpen) for (const listener of connected) listener();
        wasOpen = true;
      });
    }
    return source;
  };
  // The app's own transport opens its stream before its first call, and its calls wait for it: no change after an
  // answer then goes unheard, and a launch does not read every screen's state twice (docs/PERFORMANCE.md).
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
      // Once the stream has opened, the request leaves as the call is made: a call made just before a screen is
      // drawn (its first rows) reaches the backend before that drawing ends, not after it.
      if (firstOpen && !firstOpenDone) await firstOpen;
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
            message: t('errors.web.notAnswering'),
          },
        };
      }
      if (!wasOpen) answeredBeforeOpen = true;
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
