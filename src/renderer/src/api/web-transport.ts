import { isAppErrorData } from '../../../shared/errors.ts';
import type { AppErrorData } from '../../../shared/errors.ts';
import type { Envelope, EventName, Transport } from '../../../shared/ipc/types.ts';
import type { MessageId } from '../../../shared/i18n/catalogue.ts';
import { translatorFor, type MessageValues } from '../../../shared/i18n/translator.ts';
import { PAGE_HEADER, PAGE_PARAM, STREAM_OPENED_EVENT } from '../../../shared/ipc/web-page.ts';

/**
 * The web host's transport: calls are POSTs to /api/calls/<name>, events one EventSource. The access token
 * travels in an HttpOnly cookie set by the host, so this code never sees it.
 *
 * Calls do not wait for the stream: at launch its request queues behind the page's script files. The page names
 * itself on each call and on its stream, and the host keeps its events from its first call until the stream opens
 * (docs/PERFORMANCE.md). A stream that opens having missed some (a reconnection, or a host that kept none) is a
 * moment to read the state again.
 */

/** A sentence of the catalogue in the screens' language (the app gives its `t`; English by default). */
type Say = (id: MessageId, values?: MessageValues) => string;
const english: Say = (id, values) => translatorFor('en').t(id, values);

export function webTransport(
  base = '',
  options: { eventsFirst?: boolean; say?: Say; pageId?: string } = {},
): Transport {
  const t = options.say ?? english;
  const pageId = options.pageId ?? crypto.randomUUID();
  let source: EventSource | undefined;
  const listeners = new Map<EventName, Set<(payload: unknown) => void>>();
  const connected = new Set<() => void>();
  let wasOpen = false;
  /** A call answered before the stream first opened: a change after its answer may have gone unheard. */
  let answeredBeforeOpen = false;
  const readAgain = () => {
    for (const listener of connected) listener();
  };

  const open = (): EventSource => {
    if (source === undefined) {
      source = new EventSource(`${base}/api/events?${PAGE_PARAM}=${pageId}`);
      // The host's first word on each opening. EventSource reconnects by itself after a drop; each reopening is a
      // moment to read the state again. The first opening is one only where a call was answered before it and
      // the host did not keep what was announced since.
      source.addEventListener(STREAM_OPENED_EVENT, (event) => {
        const { heard } = JSON.parse((event as MessageEvent).data as string) as { heard?: unknown };
        const first = !wasOpen;
        wasOpen = true;
        if (!first || (answeredBeforeOpen && heard !== true)) readAgain();
      });
    }
    return source;
  };
  // The app's own transport opens its stream at once, so that it is open by the time the first screen listens.
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
      let response: Response;
      try {
        response = await fetch(`${base}/api/calls/${name}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [PAGE_HEADER]: pageId },
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
