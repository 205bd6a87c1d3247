/** Element names for the XML scanner (xml-scanner.ts): each name sliced once per page and recognised by comparison. */

/** An element name as the consumer sees it: one object per local name for the whole scan. */
export interface ElementName {
  /** Without its namespace prefix. */
  readonly local: string;
  /** The consumer's own slot, 0 at first (the record builder notes there which element last got a child so named). */
  mark: number;
}

/**
 * The same few dozen element names repeat on every page: each is sliced once and the same string handed out after,
 * which spares a copy per tag and lets the record builder's property lookups hit V8's fast path for known keys.
 */
export interface XmlName {
  qualified: string;
  local: ElementName;
  codes: number[];
  /** The element that opened right after this one opened (its first child) the last time, and after it closed. */
  afterOpen: XmlName | undefined;
  afterClose: XmlName | undefined;
}

export class NameCache {
  /** Buckets by a hash of length, first and last character; a page's names nearly always sit alone in theirs. */
  readonly #buckets: (XmlName[] | undefined)[] = new Array<XmlName[] | undefined>(1024).fill(undefined);
  readonly #locals = new Map<string, ElementName>();
  #last: XmlName | undefined;
  #lastOpened = false;

  /** Records repeat their layout: the name that followed the last tag the last time is the likely next one. */
  predicted(): XmlName | undefined {
    const last = this.#last;
    return last === undefined ? undefined : this.#lastOpened ? last.afterOpen : last.afterClose;
  }

  opened(element: XmlName): void {
    const last = this.#last;
    if (last !== undefined) {
      if (this.#lastOpened) last.afterOpen = element;
      else last.afterClose = element;
    }
    this.#last = element;
    this.#lastOpened = true;
  }

  /** The element whose start tag was the last tag read, if that tag did not close it too. */
  heldElement(): XmlName | undefined {
    return this.#lastOpened ? this.#last : undefined;
  }

  closed(element: XmlName): void {
    this.#last = element;
    this.#lastOpened = false;
  }

  /** A name seen before that is exactly xml[from, to), if any. */
  find(xml: string, from: number, to: number): XmlName | undefined {
    const bucket = this.#buckets[slot(xml, from, to)];
    if (bucket === undefined) return undefined;
    for (let b = 0; b < bucket.length; b++) {
      const entry = bucket[b] as XmlName;
      if (entry.codes.length === to - from && matchesAt(xml, entry.codes, from)) return entry;
    }
    return undefined;
  }

  /** The name at xml[from, to) and its local part (after the first `:`, at `colon` when >= 0). */
  get(xml: string, from: number, to: number, colon: number): XmlName {
    const found = this.find(xml, from, to);
    if (found !== undefined) return found;
    const qualified = xml.slice(from, to);
    const codes: number[] = [];
    for (let j = from; j < to; j++) codes.push(xml.charCodeAt(j));
    const localName = internalised(colon < 0 ? qualified : xml.slice(colon + 1, to));
    let local = this.#locals.get(localName);
    if (local === undefined) {
      local = { local: localName, mark: 0 };
      this.#locals.set(localName, local);
    }
    const entry: XmlName = { qualified, local, codes, afterOpen: undefined, afterClose: undefined };
    const at = slot(xml, from, to);
    (this.#buckets[at] ??= []).push(entry);
    return entry;
  }
}

function slot(xml: string, from: number, to: number): number {
  return ((to - from) * 31 + xml.charCodeAt(from) * 7 + xml.charCodeAt(to - 1) * 13) & 1023;
}

/**
 * The engine's own copy of a string, as it keeps property names: a sliced name used as a key is looked up in the
 * engine's string table on every use, its own copy is not.
 */
function internalised(name: string): string {
  return Object.keys({ [name]: 0 })[0] ?? name;
}

/**
 * Whether the name's characters stand at xml[at]. Compared against kept char codes: V8's startsWith with a position
 * is slow on a long page, and so is charCodeAt on a name string once it has served as a property key.
 */
export function matchesAt(xml: string, codes: number[], at: number): boolean {
  for (let j = 0; j < codes.length; j++) if (xml.charCodeAt(at + j) !== codes[j]) return false;
  return true;
}
