import { describe, expect, it } from 'vitest';
import { BEGIN, END, parseFigureLines, renderSection, replaceSection } from './soak-report.ts';

describe('soak report', () => {
  const lines = parseFigureLines(
    `${JSON.stringify({ promise: 'XML cut at every byte', test: 'a.fuzz.test.ts', cases: 12000, maxCaseMs: 3.25, at: 'x' })}\n`,
  );
  const section = renderSection(lines, {
    command: 'npm run test:soak',
    startedAt: '2026-11-24T23:00:00Z',
    seconds: 61.6,
    exitCode: 0,
  });

  it('renders each figure line as a row with its figures', () => {
    expect(section).toContain(
      '| XML cut at every byte | `a.fuzz.test.ts` | cases 12,000; slowest case (ms) 3.3 |',
    );
    expect(section).toContain('started 2026-11-24T23:00:00Z, 62 s, every test passed.');
  });

  it('replaces the previous section and keeps the rest of the doc', () => {
    const doc = `# Reliability\n\nintro\n\n${BEGIN}\nold figures\n${END}\n\nafter\n`;
    const next = replaceSection(doc, section);
    expect(next).not.toContain('old figures');
    expect(next).toContain('intro');
    expect(next).toContain('after');
    expect(replaceSection('# Reliability\n', section)).toBe(`# Reliability\n\n${section}\n`);
  });
});
