import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseFigureLines, renderSection, replaceSection } from './soak-report.ts';

/**
 * `npm run test:soak`: the reliability suite at full size (vitest.soak.config.ts): property tests at 10,000 cases
 * each, the kill and fault runs at their full counts, the 200 MB CSV. A run of the whole suite writes its figures
 * into docs/RELIABILITY.md; a run given vitest arguments (a filter) prints them and leaves the doc alone.
 */
const root = join(dirname(new URL(import.meta.url).pathname), '..');
const args = process.argv.slice(2);
const work = mkdtempSync(join(tmpdir(), 'stockroom-soak-'));
const report = join(work, 'figures.jsonl');
const startedAt = new Date();

const run = spawnSync(
  process.execPath,
  [join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--config', 'vitest.soak.config.ts', ...args],
  {
    stdio: 'inherit',
    cwd: root,
    env: {
      ...process.env,
      STOCKROOM_SOAK: '1',
      STOCKROOM_FUZZ_RUNS: process.env.STOCKROOM_FUZZ_RUNS ?? '10000',
      STOCKROOM_SOAK_REPORT: report,
    },
  },
);
const exitCode = run.status ?? 1;
const lines = existsSync(report) ? parseFigureLines(readFileSync(report, 'utf8')) : [];
const section = renderSection(lines, {
  command: ['npm run test:soak', ...(args.length ? ['--', ...args] : [])].join(' '),
  startedAt: startedAt.toISOString().replace(/\.\d+Z$/, 'Z'),
  seconds: (Date.now() - startedAt.getTime()) / 1000,
  exitCode,
});
if (args.length === 0) {
  const doc = join(root, 'docs/RELIABILITY.md');
  writeFileSync(doc, replaceSection(readFileSync(doc, 'utf8'), section));
  console.log(`Figures of ${lines.length} promises written to docs/RELIABILITY.md.`);
} else console.log(section);
rmSync(work, { recursive: true, force: true });
process.exit(exitCode);
