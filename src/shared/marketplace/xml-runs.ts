/**
 * Markup runs for the XML scanner (xml-scanner.ts): a run is a stretch of plain tags with no text between them, such
 * as `</amount><currency>` or `</value></entry><entry><key>`. A feed page is some 87,000 tags but only a few dozen
 * distinct runs, repeating record after record, so the scanner reads each distinct run once, tag by tag, and after
 * that recognises it whole by comparing its code units. What a run means (which element it closes) depends on where
 * it stands, so the scanner still checks every closing tag against the element open at that point.
 */

import { wordsOf } from './xml-code-units.ts';
import type { CodeUnits } from './xml-code-units.ts';
import { COLON, isNameChar, isNameStart } from './xml-names.ts';
import type { NameCache, XmlName } from './xml-names.ts';

export const OPEN = 0; // `<name>`
export const EMPTY = 1; // `<name/>`
export const CLOSE = 2; // `</name>`

export interface Run {
  length: number;
  /**
   * Its code units two by two (see CodeUnits) from the first, to compare at an even position, and from the second
   * (the first is the '<' that led there) for an odd one; each with the unit left over at the end, or -1.
   */
  even: Int32Array;
  evenLast: number;
  odd: Int32Array;
  oddLast: number;
  /** Per tag: OPEN, EMPTY or CLOSE, its name, and where it ends (offset from the run's start). */
  kinds: number[];
  names: XmlName[];
  ends: number[];
  /** The runs seen after this one (past the text between), most recently seen first, at most MAX_NEXT. */
  next: Run[];
}

const MAX_NEXT = 8;
/** Distinct runs learned per page at most (a page has a few dozen); past that, runs are read tag by tag. */
const MAX_RUNS = 4096;
/**
 * Tags in one run at most (a page's runs hold a handful). Markup without text between, such as a million `<a>`, is
 * read in runs of this size, so the scanner's depth bound is checked after each rather than after all of it.
 */
const MAX_RUN_TAGS = 256;
const LT = 60;
const GT = 62;
const SLASH = 47;

export class RunTable {
  /** The run before the root's first child: where prediction starts. */
  readonly start: Run = {
    length: 0,
    even: new Int32Array(0),
    evenLast: -1,
    odd: new Int32Array(0),
    oddLast: -1,
    kinds: [],
    names: [],
    ends: [],
    next: [],
  };
  readonly #runs = new Map<string, Run>();

  /** The run at `at` among those seen after `prev`, if one is there. */
  find(prev: Run, page: CodeUnits, at: number): Run | undefined {
    const candidates = prev.next;
    const { units, words } = page;
    const even = (at & 1) === 0;
    const base = (at + 1) >> 1;
    for (let c = 0; c < candidates.length; c++) {
      const run = candidates[c] as Run;
      if (at + run.length > units.length) continue;
      const expected = even ? run.even : run.odd;
      const n = expected.length;
      // Two words a step (measured: a few per cent of a page's parse faster than one, and than four).
      let w = 0;
      while (w + 1 < n && words[base + w] === expected[w] && words[base + w + 1] === expected[w + 1]) w += 2;
      if (w + 1 < n || (w < n && words[base + w] !== expected[w])) continue;
      const last = even ? run.evenLast : run.oddLast;
      if (last >= 0 && units[at + run.length - 1] !== last) continue;
      if (c > 0) {
        // Swapped to the front: the next time here, the likeliest run is tried first.
        candidates[c] = candidates[0] as Run;
        candidates[0] = run;
      }
      return run;
    }
    return undefined;
  }

  /**
   * Reads the plain tags at `at` (`<name>`, `<name/>`, `</name>`, no attributes, no space) into a run, noted as
   * following `prev`. Undefined when the markup at `at` is something else (the scanner reads that itself).
   */
  learn(prev: Run, xml: string, page: CodeUnits, at: number, names: NameCache): Run | undefined {
    const codes = page.units;
    const kinds: number[] = [];
    const found: XmlName[] = [];
    const ends: number[] = [];
    let k = at;
    while (codes[k] === LT && kinds.length < MAX_RUN_TAGS) {
      const close = codes[k + 1] === SLASH;
      const from = close ? k + 2 : k + 1;
      if (!isNameStart(codes[from] as number)) break;
      let colon = -1;
      let to = from + 1;
      for (; ; to++) {
        const ch = codes[to] as number;
        if (ch === COLON) colon = colon < 0 ? to : colon;
        else if (!isNameChar(ch)) break;
      }
      let kind: number;
      let end = to + 1;
      if (codes[to] === GT) kind = close ? CLOSE : OPEN;
      else if (!close && codes[to] === SLASH && codes[to + 1] === GT) {
        kind = EMPTY;
        end++;
      } else break;
      kinds.push(kind);
      found.push(names.get(xml, from, to, colon));
      ends.push(end - at);
      k = end;
    }
    if (kinds.length === 0) return undefined;
    const key = xml.slice(at, k);
    let run = this.#runs.get(key);
    if (run === undefined) {
      const length = k - at;
      const lastUnit = codes[k - 1] as number;
      run = {
        length,
        even: wordsOf(codes, at, k),
        evenLast: (length & 1) === 1 ? lastUnit : -1,
        odd: wordsOf(codes, at + 1, k),
        oddLast: (length & 1) === 0 ? lastUnit : -1,
        kinds,
        names: found,
        ends,
        next: [],
      };
      if (this.#runs.size < MAX_RUNS) this.#runs.set(key, run);
      else return run; // not kept, nor predicted
    }
    prev.next.unshift(run);
    if (prev.next.length > MAX_NEXT) prev.next.pop();
    return run;
  }
}
