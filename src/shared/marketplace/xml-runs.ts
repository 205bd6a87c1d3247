/**
 * Markup runs for the XML scanner (xml-scanner.ts): a run is a stretch of plain tags with no text between them, such
 * as `</amount><currency>` or `</value></entry><entry><key>`. A feed page is some 87,000 tags but only a few dozen
 * distinct runs, repeating record after record, so the scanner reads each distinct run once, tag by tag, and after
 * that recognises it whole by comparing its code units. What a run means (which element it closes) depends on where
 * it stands, so the scanner still checks every closing tag against the element open at that point.
 */

import { COLON, isNameChar, isNameStart } from './xml-names.ts';
import type { NameCache, XmlName } from './xml-names.ts';

export const OPEN = 0; // `<name>`
export const EMPTY = 1; // `<name/>`
export const CLOSE = 2; // `</name>`

export interface Run {
  codes: Uint16Array;
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
const LT = 60;
const GT = 62;
const SLASH = 47;

export class RunTable {
  /** The run before the root's first child: where prediction starts. */
  readonly start: Run = { codes: new Uint16Array(0), kinds: [], names: [], ends: [], next: [] };
  readonly #runs = new Map<string, Run>();

  /** The run at `at` among those seen after `prev`, if one is there. */
  find(prev: Run, codes: Uint16Array, at: number): Run | undefined {
    const candidates = prev.next;
    for (let c = 0; c < candidates.length; c++) {
      const run = candidates[c] as Run;
      const part = run.codes;
      const n = part.length;
      if (at + n > codes.length) continue;
      let j = 1; // codes[at] is the '<' that led here
      while (j < n && codes[at + j] === part[j]) j++;
      if (j < n) continue;
      if (c > 0) {
        candidates.splice(c, 1);
        candidates.unshift(run);
      }
      return run;
    }
    return undefined;
  }

  /**
   * Reads the plain tags at `at` (`<name>`, `<name/>`, `</name>`, no attributes, no space) into a run, noted as
   * following `prev`. Undefined when the markup at `at` is something else (the scanner reads that itself).
   */
  learn(prev: Run, xml: string, codes: Uint16Array, at: number, names: NameCache): Run | undefined {
    const kinds: number[] = [];
    const found: XmlName[] = [];
    const ends: number[] = [];
    let k = at;
    while (codes[k] === LT) {
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
      found.push(names.get(xml, codes, from, to, colon));
      ends.push(end - at);
      k = end;
    }
    if (kinds.length === 0) return undefined;
    const key = xml.slice(at, k);
    let run = this.#runs.get(key);
    if (run === undefined) {
      run = { codes: codes.slice(at, k), kinds, names: found, ends, next: [] };
      if (this.#runs.size < MAX_RUNS) this.#runs.set(key, run);
      else return run; // not kept, nor predicted
    }
    prev.next.unshift(run);
    if (prev.next.length > MAX_NEXT) prev.next.pop();
    return run;
  }
}
