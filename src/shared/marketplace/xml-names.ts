/** Element names for the XML scanner (xml-scanner.ts): each name sliced once per page and kept as one object. */

/** An element name as the consumer sees it: one object per local name for the whole scan. */
export interface ElementName {
  /** Without its namespace prefix. */
  readonly local: string;
  /** The consumer's own slot, 0 at first (the record builder notes there which element last got a child so named). */
  mark: number;
}

/**
 * The same few dozen element names repeat on every page: each is sliced once and the same object handed out after,
 * which spares a copy per tag, lets a closing tag be checked against its opening one by identity, and lets the record
 * builder's property lookups hit V8's fast path for known keys.
 */
export interface XmlName {
  qualified: string;
  local: ElementName;
  codes: Uint16Array;
}

/** The names of one page (the scanner meets a name here only in markup it has not seen before). */
export class NameCache {
  readonly #names = new Map<string, XmlName>();
  readonly #locals = new Map<string, ElementName>();

  /** The name at xml[from, to) and its local part (after the first `:`, at `colon` when >= 0). */
  get(xml: string, from: number, to: number, colon: number): XmlName {
    const qualified = xml.slice(from, to);
    const known = this.#names.get(qualified);
    if (known !== undefined) return known;
    const localName = internalised(colon < 0 ? qualified : xml.slice(colon + 1, to));
    let local = this.#locals.get(localName);
    if (local === undefined) {
      local = { local: localName, mark: 0 };
      this.#locals.set(localName, local);
    }
    const codes = Uint16Array.from({ length: qualified.length }, (_, j) => qualified.charCodeAt(j));
    const entry: XmlName = { qualified, local, codes };
    this.#names.set(qualified, entry);
    return entry;
  }
}

/**
 * The engine's own copy of a string, as it keeps property names: a sliced name used as a key is looked up in the
 * engine's string table on every use, its own copy is not.
 */
function internalised(name: string): string {
  return Object.keys({ [name]: 0 })[0] ?? name;
}

/** Whether `part` stands in `codes` at `at` (false where it would run past the end). */
export function matchesAt(codes: Uint16Array, part: Uint16Array, at: number): boolean {
  if (at + part.length > codes.length) return false;
  for (let j = 0; j < part.length; j++) if (codes[at + j] !== part[j]) return false;
  return true;
}

export const COLON = 58;

export function isNameStart(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 || c === COLON || c >= 0xc0;
}

/** A name character other than `:` (the caller notes where the prefix ends). */
export function isNameChar(c: number): boolean {
  return (
    (c >= 97 && c <= 122) ||
    (c >= 65 && c <= 90) ||
    (c >= 48 && c <= 57) ||
    c === 45 ||
    c === 46 ||
    c === 95 ||
    c >= 0xb7
  );
}
