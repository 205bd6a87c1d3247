/**
 * The soak run's figures as a section of docs/RELIABILITY.md: every test of the run appends one JSON line per
 * promise (fuzz.test-support.ts `recordFigures`), and this renders them between two markers, so the doc's figures
 * are always those of the last run and never typed in by hand.
 */
export const BEGIN = '<!-- soak-figures:begin (written by npm run test:soak; do not edit) -->';
export const END = '<!-- soak-figures:end -->';

export interface FigureLine {
  promise: string;
  test: string;
  at: string;
  [figure: string]: unknown;
}

const LABELS: Record<string, string> = {
  cases: 'cases',
  maxCaseMs: 'slowest case (ms)',
  data: 'read as data',
  refused: 'refused with a code',
};

function formatValue(value: unknown): string {
  if (typeof value === 'number')
    return Number.isInteger(value) ? value.toLocaleString('en-US') : value.toFixed(1);
  return String(value);
}

/** One figure line as `label value; …`, figures in the order they were recorded. */
export function formatFigures(line: FigureLine): string {
  return Object.entries(line)
    .filter(([k]) => k !== 'promise' && k !== 'test' && k !== 'at')
    .map(([k, v]) => `${LABELS[k] ?? k} ${k === 'seed' ? String(v) : formatValue(v)}`)
    .join('; ');
}

export function renderSection(
  lines: readonly FigureLine[],
  run: { command: string; startedAt: string; seconds: number; exitCode: number },
): string {
  const rows = lines.map(
    (l) => `| ${l.promise} | \`${l.test}\` | ${formatFigures(l).replace(/\|/g, '\\|')} |`,
  );
  return [
    BEGIN,
    `Last run: \`${run.command}\`, started ${run.startedAt}, ${Math.round(run.seconds)} s, ` +
      (run.exitCode === 0 ? 'every test passed.' : `**failed** (exit code ${run.exitCode}).`),
    '',
    '| promise | test | figures of that run |',
    '| --- | --- | --- |',
    ...rows,
    END,
  ].join('\n');
}

/** `doc` with its section replaced (or added at the end when it has none yet). */
export function replaceSection(doc: string, section: string): string {
  const from = doc.indexOf(BEGIN);
  const to = doc.indexOf(END);
  if (from < 0 || to < from) return `${doc.trimEnd()}\n\n${section}\n`;
  return doc.slice(0, from) + section + doc.slice(to + END.length);
}

export function parseFigureLines(text: string): FigureLine[] {
  return text
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as FigureLine);
}
