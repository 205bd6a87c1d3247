/**
 * A strict, single-pass XML scanner for the affiliate feed pages: elements, text, CDATA, comments and processing
 * instructions, the five XML entities and character references. It hands on element names (prefix dropped) and
 * decoded text, and refuses what is not well formed: a page cut off anywhere, a closing tag that does not match,
 * anything but comments after the root, an unknown entity, a broken tag or attribute, a DTD internal subset.
 *
 * Why not a library: a page is ~1.5 MB and ~45,000 elements for 500 products, and the target leaves 20 ms for it;
 * the streaming parsers tried (saxes, saxen, fast-xml-parser, htmlparser2, sax-wasm) took about that or more before
 * building anything, or let a cut-off page through (txml). docs/FEEDS.md has the comparison.
 */

import { matchesAt, NameCache } from './xml-names.ts';
import type { ElementName, XmlName } from './xml-names.ts';

export type { ElementName } from './xml-names.ts';

export interface XmlEvents {
  /** An element with child elements opens. */
  open(name: ElementName): void;
  /** The innermost element opened with `open` closes. */
  close(): void;
  /** Character data beside child elements (entities decoded; may be whitespace, may come in several pieces). */
  text(value: string): void;
  /** A whole element without child elements (most of a page): its name and its text, '' when empty. */
  leaf(name: ElementName, text: string): void;
}

export class XmlSyntaxError extends Error {
  readonly problem: string;
  readonly line: number;
  readonly column: number;

  constructor(problem: string, line: number, column: number) {
    super(`${problem} (line ${line}, column ${column})`);
    this.name = 'XmlSyntaxError';
    this.problem = problem;
    this.line = line;
    this.column = column;
  }
}

export function scanXml(xml: string, events: XmlEvents): void {
  const open: XmlName[] = [];
  const names = new NameCache();
  let amp = -1;
  const fail = (problem: string, at: number): never => {
    throw syntaxError(xml, problem, at);
  };
  let i = skipMisc(xml, xml.charCodeAt(0) === 0xfeff ? 1 : 0, true, fail);
  if (i >= xml.length) fail('no root element', i);
  if (xml.charCodeAt(i) !== LT || !isNameStart(xml.charCodeAt(i + 1)))
    fail('text before the root element', i);

  // Invariant at the top of the loop: xml[i] === '<' and the root is open or about to open.
  scan: for (;;) {
    // An element just opened is held back until its next tag shows whether it is a leaf (`<a>text</a>`, four
    // elements in five): a leaf reaches the consumer as one `leaf` call, with no frame to push.
    let held: XmlName | undefined;
    const c = xml.charCodeAt(i + 1);
    if (c === SLASH) {
      const top = open.pop();
      if (top === undefined) return fail('a closing tag with no element open', i);
      i = closeTag(xml, i, top, fail);
      events.close();
      names.closed(top);
      if (open.length === 0) break;
    } else if (c === BANG) {
      if (xml.startsWith('<!--', i)) {
        i = endOf(xml, '-->', i + 4, 'a comment', fail);
      } else if (xml.startsWith('<![CDATA[', i)) {
        const end = xml.indexOf(']]>', i + 9);
        if (end < 0) fail('the page ends inside a CDATA section', i);
        events.text(xml.slice(i + 9, end));
        i = end + 3;
      } else {
        fail('a declaration inside the document', i);
      }
    } else if (c === QUESTION) {
      i = endOf(xml, '?>', i + 2, 'a processing instruction', fail);
    } else {
      i = openTag(xml, i, names, events, fail);
      held = names.heldElement(); // undefined after `<name/>`
      if (held === undefined && open.length === 0) break; // a self-closing root
    }
    // Text up to the next tag; a page cut off has no next tag while elements are still open.
    for (;;) {
      const next = xml.indexOf('<', i);
      if (next < 0)
        return fail(
          `the page ends inside <${(held ?? open[open.length - 1])?.qualified ?? ''}> (cut off)`,
          xml.length,
        );
      let text = '';
      if (next > i) {
        // The next `&` of the page, found once and reused until passed (a search per text would run far ahead).
        if (amp < i) amp = xml.indexOf('&', i) >>> 0; // -1 becomes 2^32 - 1: never inside a text
        text = amp < next ? decodeText(xml, i, next, amp, fail) : xml.slice(i, next);
      }
      if (held === undefined) {
        if (text !== '') events.text(text);
        i = next;
        break;
      }
      if (xml.charCodeAt(next + 1) === SLASH) {
        i = closeTag(xml, next, held, fail);
        events.leaf(held.local, text);
        names.closed(held);
        if (open.length === 0) break scan;
        held = undefined; // and on to the text after it
      } else {
        open.push(held);
        events.open(held.local);
        if (text !== '') events.text(text);
        i = next;
        break;
      }
    }
  }
  const end = skipMisc(xml, i, false, fail);
  if (end < xml.length) fail('content after the root element', end);
}

type Fail = (problem: string, at: number) => never;

/** `</name>` (spaces allowed before `>`) at i, closing `top`; returns the index after `>`. */
function closeTag(xml: string, i: number, top: XmlName, fail: Fail): number {
  const name = top.qualified;
  let k = i + 2 + name.length;
  const same = matchesAt(xml, top.codes, i + 2);
  while (same && isSpace(xml.charCodeAt(k))) k++;
  if (!same || xml.charCodeAt(k) !== GT) {
    const end = xml.indexOf('>', i);
    if (end < 0) fail(`the page ends inside the closing tag of <${name}>`, i);
    fail(`<${xml.slice(i + 1, end)}> where </${name}> was expected`, i);
  }
  return k + 1;
}

const LT = 60;
const GT = 62;
const SLASH = 47;
const BANG = 33;
const QUESTION = 63;
const EQUALS = 61;
const COLON = 58;

/** `<name attr="v" ...>` or `<name/>` at i; returns the index after `>`. */
function openTag(xml: string, i: number, names: NameCache, events: XmlEvents, fail: Fail): number {
  // Fastest path: `<name>` or `<name/>` with the name that came at this point of the last record.
  const guess = names.predicted();
  if (guess !== undefined && matchesAt(xml, guess.codes, i + 1)) {
    const after = i + 1 + guess.codes.length;
    const ch = xml.charCodeAt(after);
    if (ch === GT) return opened(guess, false, after + 1, names, events);
    if (ch === SLASH && xml.charCodeAt(after + 1) === GT)
      return opened(guess, true, after + 2, names, events);
  }
  // Fast path: `<name>` or `<name/>` with a name seen before, found whole between `<` and `>`.
  const gt = xml.indexOf('>', i + 2);
  const selfClosing = xml.charCodeAt(gt - 1) === SLASH;
  const known = gt < 0 ? undefined : names.find(xml, i + 1, selfClosing ? gt - 1 : gt);
  if (known !== undefined) return opened(known, selfClosing, gt + 1, names, events);
  let k = i + 1;
  if (!isNameStart(xml.charCodeAt(k))) fail('a tag without a valid name', i);
  let colon = -1;
  for (k++; ; k++) {
    const ch = xml.charCodeAt(k);
    if (ch === COLON) colon = colon < 0 ? k : colon;
    else if (!isNameChar(ch)) break;
  }
  const element = names.get(xml, i + 1, k, colon);
  const name = element.qualified;
  // Attributes are checked for form and otherwise ignored (the feeds carry only `xmlns` on the root).
  for (;;) {
    const before = k;
    while (isSpace(xml.charCodeAt(k))) k++;
    const ch = xml.charCodeAt(k);
    if (ch === GT || (ch === SLASH && xml.charCodeAt(k + 1) === GT)) break;
    if (Number.isNaN(ch)) fail(`the page ends inside the tag <${name}>`, i);
    if (k === before || !isNameStart(ch)) fail(`a malformed attribute in <${name}>`, k);
    while (isNameChar(xml.charCodeAt(k)) || xml.charCodeAt(k) === COLON) k++;
    while (isSpace(xml.charCodeAt(k))) k++;
    if (xml.charCodeAt(k) !== EQUALS) fail(`an attribute without a value in <${name}>`, k);
    k++;
    while (isSpace(xml.charCodeAt(k))) k++;
    const quote = xml[k];
    if (quote !== '"' && quote !== "'") fail(`an attribute value without quotes in <${name}>`, k);
    const close = xml.indexOf(quote as string, k + 1);
    if (close < 0) fail(`the page ends inside the tag <${name}>`, i);
    const lt = xml.indexOf('<', k + 1);
    if (lt >= 0 && lt < close) fail(`a '<' inside an attribute value of <${name}>`, lt);
    decodeText(xml, k + 1, close, xml.indexOf('&', k + 1), fail); // checks its entities
    k = close + 1;
  }
  const empty = xml.charCodeAt(k) === SLASH;
  return opened(element, empty, empty ? k + 2 : k + 1, names, events);
}

function opened(
  element: XmlName,
  selfClosing: boolean,
  next: number,
  names: NameCache,
  events: XmlEvents,
): number {
  names.opened(element);
  if (selfClosing) {
    events.leaf(element.local, '');
    names.closed(element);
  } // otherwise its open event waits for its next tag (scanXml)
  return next;
}

/** Whitespace, comments and processing instructions (and, in the prolog, a DOCTYPE without internal subset). */
function skipMisc(xml: string, i: number, prolog: boolean, fail: Fail): number {
  for (;;) {
    while (isSpace(xml.charCodeAt(i))) i++;
    if (xml.startsWith('<?', i)) i = endOf(xml, '?>', i + 2, 'a processing instruction', fail);
    else if (xml.startsWith('<!--', i)) i = endOf(xml, '-->', i + 4, 'a comment', fail);
    else if (prolog && xml.startsWith('<!DOCTYPE', i)) {
      const end = xml.indexOf('>', i);
      const subset = xml.indexOf('[', i);
      if (subset >= 0 && (end < 0 || subset < end)) fail('a document type with an internal subset', i);
      if (end < 0) fail('the page ends inside the document type', i);
      i = end + 1;
    } else return i;
  }
}

function endOf(xml: string, terminator: string, from: number, what: string, fail: Fail): number {
  const end = xml.indexOf(terminator, from);
  if (end < 0) fail(`the page ends inside ${what}`, from);
  return end + terminator.length;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** xml[from, to) (its first `&` at firstAmp, or none before `to`) with entity and character references decoded; an unknown or broken reference is refused. */
function decodeText(xml: string, from: number, to: number, firstAmp: number, fail: Fail): string {
  let amp = firstAmp;
  if (amp < 0 || amp >= to) return xml.slice(from, to);
  let out = '';
  let at = from;
  while (amp >= 0 && amp < to) {
    const semi = xml.indexOf(';', amp);
    if (semi < 0 || semi >= to || semi - amp > 12) fail("a '&' that starts no entity", amp);
    out += xml.slice(at, amp) + entity(xml.slice(amp + 1, semi), amp, fail);
    at = semi + 1;
    amp = xml.indexOf('&', at);
  }
  return out + xml.slice(at, to);
}

function entity(ref: string, at: number, fail: Fail): string {
  const named = ENTITIES[ref];
  if (named !== undefined) return named;
  const code = /^#\d+$/.test(ref)
    ? Number(ref.slice(1))
    : /^#x[\da-fA-F]+$/.test(ref)
      ? parseInt(ref.slice(2), 16)
      : -1;
  if (code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
    fail(`an unknown entity &${ref};`, at);
  return String.fromCodePoint(code);
}

function isSpace(c: number): boolean {
  return c === 32 || c === 10 || c === 9 || c === 13;
}

function isNameStart(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 || c === COLON || c >= 0xc0;
}

function isNameChar(c: number): boolean {
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

function syntaxError(xml: string, problem: string, at: number): XmlSyntaxError {
  let line = 1;
  let lineStart = 0;
  for (let nl = xml.indexOf('\n'); nl >= 0 && nl < at; nl = xml.indexOf('\n', nl + 1)) {
    line++;
    lineStart = nl + 1;
  }
  return new XmlSyntaxError(problem, line, at - lineStart + 1);
}
