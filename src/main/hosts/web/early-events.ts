import type { EventBus } from '../../backend/event-bus.ts';

/** A page's stream id: what its transport makes up (a UUID or the like), never anything to read or to run. */
const STREAM_ID = /^[A-Za-z0-9_-]{8,64}$/;

export function isStreamId(value: unknown): value is string {
  return typeof value === 'string' && STREAM_ID.test(value);
}

/** How many let-go pages are remembered for each page held (ids only, a few bytes each). */
const DROPPED_PER_PAGE = 32;

interface Held {
  /** The events since the page's first call, as the stream writes them; undefined once past the bound. */
  texts: string[] | undefined;
  bytes: number;
  unsubscribe: () => void;
}

/** What a stream opening finds: the events its page's calls may have missed, and whether those are all of them. */
export interface EarlyTake {
  texts: string[];
  /** False when some were dropped (past a bound): the page must read its state again. */
  complete: boolean;
}

/**
 * The events of pages whose calls went out before their event stream opened. A page's calls do not wait for its
 * stream (the browser's six connections to the host would hold them behind the page's files): each call made
 * before the stream opens names the stream to come, and from the first such call the host keeps every event for
 * it. When the stream opens it writes those first, then the live ones, so a change after any answer still
 * reaches the page. Bounded: at most `pages` pages held at once (the oldest is let go) and `bytes` of events each
 * (past it that page's are dropped); a page whose events were dropped is told so, and reads its state again.
 */
export class EarlyEvents {
  readonly #held = new Map<string, Held>();
  /** Pages let go of, so that their stream says it is incomplete; at most `DROPPED_PER_PAGE` times `pages`. */
  readonly #dropped = new Set<string>();
  /** Pages whose stream is open now: their calls need nothing kept. */
  readonly #live = new Set<string>();

  readonly #bus: Pick<EventBus, 'subscribe'>;
  readonly #limits: { pages: number; bytes: number };

  constructor(bus: Pick<EventBus, 'subscribe'>, limits: { pages: number; bytes: number }) {
    this.#bus = bus;
    this.#limits = limits;
  }

  /** A call from page `id` before its stream opened: from now on its events are kept for that stream. */
  hold(id: string): void {
    if (this.#live.has(id) || this.#held.has(id) || this.#dropped.has(id)) return;
    if (this.#held.size >= this.#limits.pages) {
      const oldest = this.#held.keys().next().value as string;
      this.#drop(oldest);
    }
    const held: Held = { texts: [], bytes: 0, unsubscribe: () => undefined };
    held.unsubscribe = this.#bus.subscribe((name, payload) => {
      if (held.texts === undefined) return;
      const text = eventText(name, payload);
      held.bytes += text.length;
      if (held.bytes > this.#limits.bytes) {
        held.texts = undefined;
        held.unsubscribe();
      } else held.texts.push(text);
    });
    this.#held.set(id, held);
  }

  /** Page `id`'s stream opens: what was kept for it, in order. Call it in the same turn as the stream subscribes. */
  open(id: string | undefined): EarlyTake {
    if (id === undefined) return { texts: [], complete: true };
    this.#live.add(id);
    const held = this.#held.get(id);
    this.#held.delete(id);
    const dropped = this.#dropped.delete(id);
    if (held === undefined) return { texts: [], complete: !dropped };
    held.unsubscribe();
    return held.texts === undefined ? { texts: [], complete: false } : { texts: held.texts, complete: true };
  }

  /** Page `id`'s stream closed. */
  closed(id: string | undefined): void {
    if (id !== undefined) this.#live.delete(id);
  }

  /** How many pages have events kept now (for tests). */
  get pages(): number {
    return this.#held.size;
  }

  #drop(id: string): void {
    this.#held.get(id)?.unsubscribe();
    this.#held.delete(id);
    this.#dropped.add(id);
    if (this.#dropped.size > DROPPED_PER_PAGE * this.#limits.pages)
      this.#dropped.delete(this.#dropped.values().next().value as string);
  }
}

/** One event as the stream writes it. */
export function eventText(name: string, payload: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(payload)}\n\n`;
}
