import { describe, expect, it } from 'vitest';
import { resultLabel, severityLabel } from './result-words.ts';

describe("an upload's answer in words", () => {
  it('never shows a status in capitals', () => {
    expect(resultLabel('SUCCESS')).toBe('Accepted');
    expect(resultLabel('WARNING')).toBe('Accepted with warnings');
    expect(resultLabel('FAILURE')).toBe('Refused');
    expect(resultLabel('NOT_REPORTED')).toBe('Not reported by the marketplace');
    expect(resultLabel('CHANGED_SINCE')).toBe('Not sent: changed since the preview');
    expect(resultLabel('Pending')).toBe('Pending');
    expect(severityLabel('ERROR')).toBe('Error');
  });
});
