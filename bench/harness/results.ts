import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AgainstRecord } from './against.ts';
import type { Machine } from './machine.ts';
import type { Quietness } from './quiet.ts';
import type { Row } from './types.ts';

export const RESULTS_FILE = fileURLToPath(new URL('../results.json', import.meta.url));
export const DOCS_FILE = fileURLToPath(new URL('../../docs/PERFORMANCE.md', import.meta.url));
export const DOCS_START =
  '<!-- bench:results:start (written by `npm run bench -- --write-docs`; do not edit by hand) -->';
export const DOCS_END = '<!-- bench:results:end -->';

export interface RunRecord {
  date: string;
  machine: Machine;
  filters: string[];
  /** Wall time of the whole run, seconds. */
  seconds: number;
  /** The load average before and after, the event-loop floor at the start and the end (bench/harness/quiet.ts). */
  quiet: Quietness;
  /** Noisy: no row's `met` is written. Why, when it is. */
  noisy: boolean;
  noisyReasons: string[];
  rows: Row[];
  /** `--against COMMIT`: this tree against that commit, row by row. */
  against?: AgainstRecord;
}

/** bench/results.json: every row with name, median, unit, and bound and ratio where a bound exists. */
export function writeResults(record: RunRecord, file = RESULTS_FILE): void {
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
}

/** Replaces the block between the markers of a document with `block`; throws when the markers are missing. */
export function replaceBlock(document: string, block: string): string {
  const start = document.indexOf(DOCS_START);
  const end = document.indexOf(DOCS_END);
  if (start < 0 || end < start)
    throw new Error(`docs/PERFORMANCE.md lacks the markers ${DOCS_START} … ${DOCS_END}`);
  return `${document.slice(0, start + DOCS_START.length)}\n${block.trim()}\n${document.slice(end)}`;
}

export function writeDocsBlock(block: string, file = DOCS_FILE): void {
  writeFileSync(file, replaceBlock(readFileSync(file, 'utf8'), block));
}
