import type { Row, Target } from './types.ts';

const OPS: Record<Target['op'], string> = { '<': '<', '<=': '≤', '>': '>', '>=': '≥' };

/** A figure for people: separators above 1,000, fewer decimals as it grows, three significant digits below 1. */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const abs = Math.abs(value);
  if (abs >= 1000) return Math.round(value).toLocaleString('en-US');
  if (abs >= 100) return value.toFixed(0);
  if (abs >= 10) return value.toFixed(1);
  if (abs >= 1 || abs === 0) return value.toFixed(2);
  return value.toPrecision(3);
}

export function formatTarget(target: Target | undefined, unit: string): string {
  if (target === undefined) return '—';
  if (target.on === 'ratio') return `ratio ${OPS[target.op]} ${target.value.toFixed(2)}`;
  const value = Number.isInteger(target.value)
    ? target.value.toLocaleString('en-US')
    : formatNumber(target.value);
  return `${OPS[target.op]} ${value} ${unit}`;
}

export function formatMet(met: boolean | undefined): string {
  if (met === undefined) return '—';
  return met ? 'met' : 'SHORT';
}

const HEADERS = ['figure', 'median', 'min–max', 'unit', 'bound', 'ratio', 'target', 'met'] as const;
/** Columns holding numbers are right-aligned. */
const RIGHT = new Set<number>([1, 2, 4, 5]);

export function rowCells(row: Row): string[] {
  return [
    row.name,
    formatNumber(row.median),
    `${formatNumber(row.min)}–${formatNumber(row.max)}`,
    row.unit,
    row.bound === undefined ? '—' : formatNumber(row.bound),
    row.ratio === undefined ? '—' : `${row.ratio.toFixed(2)}x`,
    formatTarget(row.target, row.unit),
    row.noisy === true ? 'noisy' : formatMet(row.met),
  ];
}

/** A Markdown table, padded so it also reads well in a terminal; the same text goes to docs/PERFORMANCE.md. */
export function renderTable(rows: readonly Row[]): string {
  const body = rows.map(rowCells);
  const widths = HEADERS.map((h, i) => Math.max(h.length, ...body.map((cells) => (cells[i] ?? '').length)));
  const line = (cells: readonly string[]): string =>
    `| ${cells.map((c, i) => (RIGHT.has(i) ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (RIGHT.has(i) ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  return [line(HEADERS), rule, ...body.map(line)].join('\n');
}

/** The notes of the rows that have one, as a Markdown list under the table. */
export function renderNotes(rows: readonly Row[]): string {
  return rows
    .filter((r) => r.note !== undefined && r.note !== '')
    .map((r) => `- ${r.name}: ${r.note ?? ''}`)
    .join('\n');
}
