import { appendFileSync } from 'node:fs';
import fc from 'fast-check';
import { expect } from 'vitest';
import { AppError } from '../../shared/errors.ts';

/**
 * Property-based tests share their size: `npm test` runs a few hundred cases of each (fast), the soak run
 * (`npm run test:soak`) runs STOCKROOM_FUZZ_RUNS of each (10,000). Same test files, one parameter.
 */
export const FUZZ_RUNS = Math.max(1, Number(process.env.STOCKROOM_FUZZ_RUNS ?? 200));
/** No single case may take longer than this: a parser that hangs fails the property. */
export const CASE_LIMIT_MS = 1_000;
/** The seed, when given (to replay a failure the soak run printed). */
const SEED =
  process.env.STOCKROOM_FUZZ_SEED === undefined ? undefined : Number(process.env.STOCKROOM_FUZZ_SEED);

/** What a property saw, for the figures of docs/RELIABILITY.md (written by the soak run, never by hand). */
export interface FuzzFigures {
  cases: number;
  maxCaseMs: number;
  data: number;
  refused: number;
}

export function newFigures(): FuzzFigures {
  return { cases: 0, maxCaseMs: 0, data: 0, refused: 0 };
}

/** fast-check's parameters for one property: the run count, the seed, and a wall-clock stop as a last resort. */
export function fuzzParameters<T>(): fc.Parameters<T> {
  return {
    numRuns: FUZZ_RUNS,
    ...(SEED === undefined ? {} : { seed: SEED }),
    endOnFailure: true,
  };
}

/**
 * Runs `parse` on one case: it must give data, or throw an AppError with one of `codes` and a message that names
 * the place (`where` tests it). Anything else (a TypeError, a RangeError from a deep stack, a plain Error) fails, and
 * so does a case that takes over a second.
 */
export function dataOrCodedError<T>(
  figures: FuzzFigures,
  parse: () => T,
  codes: readonly string[],
  where: (message: string, error: AppError) => boolean = () => true,
): T | AppError {
  const started = performance.now();
  let outcome: T | AppError;
  try {
    outcome = parse();
    figures.data++;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    expect(codes).toContain(error.code);
    if (!where(error.message, error))
      throw new Error(`the error does not name its place: ${error.message}`, { cause: error });
    figures.refused++;
    outcome = error;
  }
  const ms = performance.now() - started;
  figures.cases++;
  figures.maxCaseMs = Math.max(figures.maxCaseMs, ms);
  if (ms > CASE_LIMIT_MS) throw new Error(`one case took ${ms.toFixed(0)} ms`);
  return outcome;
}

/** Appends a figure line for the soak report, when the soak run asks for one (STOCKROOM_SOAK_REPORT). */
export function recordFigures(promise: string, test: string, figures: object): void {
  const file = process.env.STOCKROOM_SOAK_REPORT;
  if (file === undefined || file === '') return;
  appendFileSync(file, `${JSON.stringify({ promise, test, ...figures, at: new Date().toISOString() })}\n`);
}

/** A string with the characters that matter to parsers: markup, quotes, escapes, controls, astral and lone surrogates. */
export const nastyChar = fc.constantFrom(
  '<',
  '>',
  '&',
  ';',
  '/',
  '"',
  "'",
  '=',
  '!',
  '?',
  '[',
  ']',
  '-',
  '#',
  'x',
  '\\',
  '\n',
  '\r',
  '\t',
  '\u0000',
  '\uFEFF',
  '\uD800',
  '\uDFFF',
  '😀',
  ',',
  '{',
  '}',
  ':',
);

/** Text mutations of a seed: a cut, an insertion, a deletion or a replacement at random places, a few times over. */
export function mutated(seed: string): fc.Arbitrary<string> {
  const edit = fc.record({
    kind: fc.constantFrom('insert', 'delete', 'replace', 'cut', 'duplicate'),
    at: fc.nat(),
    len: fc.integer({ min: 1, max: 40 }),
    text: fc.oneof(fc.string({ unit: nastyChar, maxLength: 12 }), fc.string({ maxLength: 12 })),
  });
  return fc.array(edit, { minLength: 1, maxLength: 4 }).map((edits) => {
    let s = seed;
    for (const e of edits) {
      const at = s.length === 0 ? 0 : e.at % s.length;
      if (e.kind === 'insert') s = s.slice(0, at) + e.text + s.slice(at);
      else if (e.kind === 'delete') s = s.slice(0, at) + s.slice(at + e.len);
      else if (e.kind === 'replace') s = s.slice(0, at) + e.text + s.slice(at + e.text.length);
      else if (e.kind === 'cut') s = s.slice(0, at);
      else s = s.slice(0, at) + s.slice(at, at + e.len) + s.slice(at);
    }
    return s;
  });
}

/** Every path into a JSON value, the root's (`[]`) first: the places a fuzz test may put a hostile value. */
export function jsonPaths(value: unknown): (string | number)[][] {
  const paths: (string | number)[][] = [];
  const walk = (v: unknown, path: (string | number)[]) => {
    paths.push(path);
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...path, i]));
    else if (v !== null && typeof v === 'object')
      for (const [k, x] of Object.entries(v as Record<string, unknown>)) walk(x, [...path, k]);
  };
  walk(value, []);
  return paths;
}
