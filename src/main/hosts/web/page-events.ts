import type { BackendHandle } from '../backend-thread/backend-thread.ts';
import { STREAM_OPENED_EVENT } from '../../../shared/ipc/web-page.ts';

/**
 * What the backend announces, kept for each page from its first call until its event stream opens.
 *
 * A page's calls need not wait for its stream: at launch the stream's request queues behind the page's script
 * files (a browser opens six connections to a host), and every call waited for it (0.4–0.7 s of a cold start,
 * docs/PERFORMANCE.md). Instead the host keeps each page's events from its first call, and its stream starts with
 * them. The page names itself with an id of its own on every call and on its stream.
 */
export interface PageEventsLimits {
  /** Pages whose events are kept before their stream opens; a page past it reads its state again when it opens. */
  pages: number;
  /** Bytes kept for one page; past it they are dropped and the page reads its state again when its stream opens. */
  backlogBytes: number;
  /** How long events are kept for a page whose stream has not opened (a closed tab, a script, not a page). */
  waitMs: number;
}

export const PAGE_EVENTS_LIMITS: PageEventsLimits = {
  pages: 32,
  backlogBytes: 1024 * 1024,
  waitMs: 30_000,
};

type Send = (text: string) => void;
type Timers = { set(run: () => void, ms: number): () => void };

interface Page {
  /** Events kept until the stream opens; undefined once over the bound (lost). */
  kept: string[] | undefined;
  bytes: number;
  send: Send | undefined;
  unsubscribe: () => void;
  cancelWait: () => void;
}

const PAGE_ID = /^[0-9a-f-]{36}$/;

export function eventFrame(name: string, payload: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(payload)}\n\n`;
}

const realTimers: Timers = {
  set(run, ms) {
    const timer = setTimeout(run, ms);
    timer.unref();
    return () => clearTimeout(timer);
  },
};

export class PageEvents {
  readonly #pages = new Map<string, Page>();
  readonly #events: BackendHandle['events'];
  readonly #limits: PageEventsLimits;
  readonly #timers: Timers;

  constructor(events: BackendHandle['events'], limits: Partial<PageEventsLimits> = {}, timers = realTimers) {
    this.#events = events;
    this.#limits = { ...PAGE_EVENTS_LIMITS, ...limits };
    this.#timers = timers;
  }

  /** Pages known now (kept events or an open stream). */
  get size(): number {
    return this.#pages.size;
  }

  /** A call from the page `id`: from now on what the backend announces is kept for it until its stream opens. */
  called(id: string | undefined): void {
    if (id === undefined || !PAGE_ID.test(id) || this.#pages.has(id)) return;
    if (this.#pages.size >= this.#limits.pages) return;
    const page = this.#page(id);
    page.cancelWait = this.#timers.set(() => this.#forget(id, page), this.#limits.waitMs);
  }

  /**
   * The page's stream opened: it is told whether it heard everything since its first call, gets what was kept,
   * then each event as it comes. Returns what to call when the stream closes.
   */
  open(id: string | undefined, send: Send): () => void {
    const page = id !== undefined && PAGE_ID.test(id) ? id : undefined;
    const known = page === undefined ? undefined : this.#pages.get(page);
    if (known !== undefined && known.send === undefined) {
      known.cancelWait();
      send(eventFrame(STREAM_OPENED_EVENT, { heard: known.kept !== undefined }));
      for (const text of known.kept ?? []) send(text);
      known.kept = [];
      known.send = send;
      return () => this.#forget(page as string, known);
    }
    // Not a page whose events were kept: no call came before its stream (the page then has nothing to read again),
    // or the host kept none for it (past the bound: it reads again, since a call of its was answered).
    send(eventFrame(STREAM_OPENED_EVENT, { heard: false }));
    if (page !== undefined && known === undefined && this.#pages.size < this.#limits.pages) {
      const fresh = this.#page(page);
      fresh.send = send;
      return () => this.#forget(page, fresh);
    }
    return this.#events.subscribe((name, payload) => send(eventFrame(name, payload)));
  }

  #page(id: string): Page {
    const page: Page = { kept: [], bytes: 0, send: undefined, unsubscribe: () => {}, cancelWait: () => {} };
    page.unsubscribe = this.#events.subscribe((name, payload) => {
      const text = eventFrame(name, payload);
      if (page.send !== undefined) return page.send(text);
      if (page.kept === undefined) return;
      page.bytes += text.length;
      if (page.bytes > this.#limits.backlogBytes) page.kept = undefined;
      else page.kept.push(text);
    });
    this.#pages.set(id, page);
    return page;
  }

  #forget(id: string, page: Page): void {
    page.unsubscribe();
    page.cancelWait();
    if (this.#pages.get(id) === page) this.#pages.delete(id);
  }
}
