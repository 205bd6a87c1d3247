/**
 * A strict, single-pass XML scanner for the affiliate feed pages: elements, text, CDATA, comments and processing
 * instructions, the five XML entities and character references. It hands on element names (prefix dropped) and
 * decoded text, and refuses what is not well formed: a page cut off anywhere, a closing tag that does not match,
 * anything but comments after the root, an unknown entity, a broken tag or attribute, a DTD internal subset.
 *
 * Why not a library: a page is ~1.5 MB and ~45,000 elements for 500 products, and the target leaves 20 ms for it;
 * the streaming parsers tried (saxes, saxen, fast-xml-parser, htmlparser2, sax-wasm) took about that or more before
 * building anything, or let a cut-off page through (txml). docs/FEEDS.md has the comparison.
 *
 * How it stays fast: text is found with `indexOf('<')` and sliced once; the tags between two texts are recognised
 * whole as a markup run seen before (xml-runs.ts), compared as code units (xml-code-units.ts); an element without
 * children reaches the consumer as one `leaf` call; line and column are counted only for an error.
 */

import { borrowCodeUnits, releaseCodeUnits } from './xml-code-units.ts';
import type { CodeUnits } from './xml-code-units.ts';
import { fail } from './xml-errors.ts';
import { COLON, isNameChar, isNameStart, matchesAt, NameCache } from './xml-names.ts';
import type { ElementName, XmlName } from './xml-names.ts';
import { CLOSE, EMPTY, RunTable } from './xml-runs.ts';
import type { Run } from './xml-runs.ts';
import { decodeText } from './xml-text.ts';

export type { ElementName } from './xml-names.ts';
export { XmlSyntaxError } from './xml-errors.ts';

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

export function scanXml(xml: string, events: XmlEvents): void {
  const codes = borrowCodeUnits(xml);
  try {
    new Scan(xml, codes, events).document();
  } finally {
    releaseCodeUnits(codes);
  }
}

/**
 * Elements open at once. A feed page nests about ten deep; a page nested a million deep (7 MB of `<a>`) took the
 * scanner over a second to refuse at its end, and its builder's stacks grew with it. Refused at once now.
 */
export const MAX_XML_DEPTH = 256;

const LT = 60;
const GT = 62;
const SLASH = 47;
const BANG = 33;
const QUESTION = 63;
const EQUALS = 61;

class Scan {
  readonly xml: string;
  readonly page: CodeUnits;
  readonly codes: Uint16Array;
  readonly events: XmlEvents;
  readonly names = new NameCache();
  readonly runs = new RunTable();
  /** Elements known to have children, outermost first. */
  readonly open: XmlName[] = [];
  /** The element whose start tag was the last tag read, until its next tag shows whether it is a leaf. */
  held: XmlName | undefined = undefined;
  /** The next `&` of the page, found once and reused until passed (2^32 - 1 when there is none). */
  amp = -1;

  constructor(xml: string, page: CodeUnits, events: XmlEvents) {
    this.xml = xml;
    this.page = page;
    this.codes = page.units;
    this.events = events;
  }

  document(): void {
    const xml = this.xml;
    let i = skipMisc(xml, xml.charCodeAt(0) === 0xfeff ? 1 : 0, true);
    if (i >= xml.length) fail(xml, 'no root element', i);
    if (xml.charCodeAt(i) !== LT || !isNameStart(xml.charCodeAt(i + 1)))
      fail(xml, 'text before the root element', i);
    i = this.startTag(i);
    if (this.held !== undefined) i = this.content(i); // else a self-closing root
    const end = skipMisc(xml, i, false);
    if (end < xml.length) fail(xml, 'content after the root element', end);
  }

  /** From just after the root's start tag to just after its end tag: text, then markup, in turn. */
  content(from: number): number {
    const { xml, page, runs, names } = this;
    let i = from;
    let prev = runs.start;
    for (;;) {
      // A page cut off has no next tag while elements are still open.
      const next = xml.indexOf('<', i);
      if (next < 0) {
        const inside = this.held ?? this.open[this.open.length - 1];
        fail(xml, `the page ends inside <${inside?.qualified ?? ''}> (cut off)`, xml.length);
      }
      let text = '';
      if (next > i) {
        if (this.amp < i) this.amp = xml.indexOf('&', i) >>> 0; // -1 becomes 2^32 - 1: never inside a text
        text = this.amp < next ? decodeText(xml, i, next, this.amp) : xml.slice(i, next);
      }
      const run = runs.find(prev, page, next) ?? runs.learn(prev, xml, page, next, names);
      if (run !== undefined) {
        i = this.apply(run, next, text);
        prev = run;
      } else {
        i = this.markup(next, text);
      }
      if (this.held === undefined && this.open.length === 0) return i;
    }
  }

  /** The tags of `run` standing at `at`, `text` before them; returns the index after them (or after the root's end). */
  apply(run: Run, at: number, text: string): number {
    const { kinds, names, ends } = run;
    const { events, open } = this;
    let held = this.held;
    for (let t = 0; t < kinds.length; t++) {
      const name = names[t] as XmlName;
      const kind = kinds[t];
      if (kind === CLOSE) {
        if (held !== undefined) {
          if (held !== name) this.mismatch(at + (t === 0 ? 0 : (ends[t - 1] as number)), held);
          events.leaf(held.local, text);
          held = undefined;
        } else {
          if (text !== '') events.text(text);
          const top = open.pop() as XmlName; // the root's end returns below before the stack is empty
          if (top !== name) this.mismatch(at + (t === 0 ? 0 : (ends[t - 1] as number)), top);
          events.close();
        }
        if (open.length === 0) {
          this.held = undefined;
          return at + (ends[t] as number);
        }
      } else {
        if (held !== undefined) {
          if (open.length >= MAX_XML_DEPTH) this.tooDeep(at + (t === 0 ? 0 : (ends[t - 1] as number)));
          open.push(held);
          events.open(held.local);
          held = undefined;
        }
        if (text !== '') events.text(text);
        if (kind === EMPTY) events.leaf(name.local, '');
        else held = name;
      }
      text = '';
    }
    this.held = held;
    return at + (ends[ends.length - 1] as number);
  }

  tooDeep(at: number): never {
    return fail(this.xml, `elements nested more than ${MAX_XML_DEPTH} deep`, at);
  }

  /** Markup other than a plain run at i (a comment, CDATA, a tag with attributes or spaces, or an error). */
  markup(i: number, text: string): number {
    const { xml, events } = this;
    const c = xml.charCodeAt(i + 1);
    if (c === SLASH) {
      const held = this.held;
      if (held !== undefined) {
        const k = this.closeTag(i, held);
        events.leaf(held.local, text);
        this.held = undefined;
        return k;
      }
      if (text !== '') events.text(text);
      const top = this.open.pop() as XmlName;
      const k = this.closeTag(i, top);
      events.close();
      return k;
    }
    const held = this.held;
    if (held !== undefined) {
      if (this.open.length >= MAX_XML_DEPTH) this.tooDeep(i);
      this.open.push(held);
      events.open(held.local);
      this.held = undefined;
    }
    if (text !== '') events.text(text);
    if (c === BANG) {
      if (xml.startsWith('<!--', i)) return endOf(xml, '-->', i + 4, 'a comment');
      if (!xml.startsWith('<![CDATA[', i)) fail(xml, 'a declaration inside the document', i);
      const end = xml.indexOf(']]>', i + 9);
      if (end < 0) fail(xml, 'the page ends inside a CDATA section', i);
      events.text(xml.slice(i + 9, end));
      return end + 3;
    }
    if (c === QUESTION) return endOf(xml, '?>', i + 2, 'a processing instruction');
    return this.startTag(i);
  }

  /** `</name>` (spaces allowed before `>`) at i, closing `top`; returns the index after `>`. */
  closeTag(i: number, top: XmlName): number {
    const codes = this.codes;
    let k = i + 2 + top.codes.length;
    const same = matchesAt(codes, top.codes, i + 2);
    while (same && isSpace(codes[k] as number)) k++;
    if (!same || codes[k] !== GT) this.mismatch(i, top);
    return k + 1;
  }

  mismatch(i: number, expected: XmlName): never {
    const xml = this.xml;
    const end = xml.indexOf('>', i);
    if (end < 0) fail(xml, `the page ends inside the closing tag of <${expected.qualified}>`, i);
    return fail(xml, `<${xml.slice(i + 1, end)}> where </${expected.qualified}> was expected`, i);
  }

  /** `<name attr="v" ...>` (then held) or `<name/>` (a leaf) at i; returns the index after `>`. */
  startTag(i: number): number {
    const xml = this.xml;
    let k = i + 1;
    if (!isNameStart(xml.charCodeAt(k))) fail(xml, 'a tag without a valid name', i);
    let colon = -1;
    for (k++; ; k++) {
      const ch = xml.charCodeAt(k);
      if (ch === COLON) colon = colon < 0 ? k : colon;
      else if (!isNameChar(ch)) break;
    }
    const element = this.names.get(xml, i + 1, k, colon);
    const name = element.qualified;
    // Attributes are checked for form and otherwise ignored (the feeds carry only `xmlns` on the root).
    for (;;) {
      const before = k;
      while (isSpace(xml.charCodeAt(k))) k++;
      const ch = xml.charCodeAt(k);
      if (ch === GT || (ch === SLASH && xml.charCodeAt(k + 1) === GT)) break;
      if (Number.isNaN(ch)) fail(xml, `the page ends inside the tag <${name}>`, i);
      if (k === before || !isNameStart(ch)) fail(xml, `a malformed attribute in <${name}>`, k);
      while (isNameChar(xml.charCodeAt(k)) || xml.charCodeAt(k) === COLON) k++;
      while (isSpace(xml.charCodeAt(k))) k++;
      if (xml.charCodeAt(k) !== EQUALS) fail(xml, `an attribute without a value in <${name}>`, k);
      k++;
      while (isSpace(xml.charCodeAt(k))) k++;
      const quote = xml[k];
      if (quote !== '"' && quote !== "'") fail(xml, `an attribute value without quotes in <${name}>`, k);
      const close = xml.indexOf(quote, k + 1);
      if (close < 0) fail(xml, `the page ends inside the tag <${name}>`, i);
      const lt = xml.indexOf('<', k + 1);
      if (lt >= 0 && lt < close) fail(xml, `a '<' inside an attribute value of <${name}>`, lt);
      decodeText(xml, k + 1, close, xml.indexOf('&', k + 1)); // checks its entities
      k = close + 1;
    }
    if (xml.charCodeAt(k) === SLASH) {
      this.events.leaf(element.local, '');
      return k + 2;
    }
    this.held = element;
    return k + 1;
  }
}

/** Whitespace, comments and processing instructions (and, in the prolog, a DOCTYPE without internal subset). */
function skipMisc(xml: string, from: number, prolog: boolean): number {
  let i = from;
  for (;;) {
    while (isSpace(xml.charCodeAt(i))) i++;
    if (xml.startsWith('<?', i)) i = endOf(xml, '?>', i + 2, 'a processing instruction');
    else if (xml.startsWith('<!--', i)) i = endOf(xml, '-->', i + 4, 'a comment');
    else if (prolog && xml.startsWith('<!DOCTYPE', i)) {
      const end = xml.indexOf('>', i);
      const subset = xml.indexOf('[', i);
      if (subset >= 0 && (end < 0 || subset < end)) fail(xml, 'a document type with an internal subset', i);
      if (end < 0) fail(xml, 'the page ends inside the document type', i);
      i = end + 1;
    } else return i;
  }
}

function endOf(xml: string, terminator: string, from: number, what: string): number {
  const end = xml.indexOf(terminator, from);
  if (end < 0) fail(xml, `the page ends inside ${what}`, from);
  return end + terminator.length;
}

function isSpace(c: number): boolean {
  return c === 32 || c === 10 || c === 9 || c === 13;
}
