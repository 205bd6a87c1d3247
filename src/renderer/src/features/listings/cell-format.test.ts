import { describe, expect, it } from 'vitest';
import {
  dateOfEpoch,
  durationText,
  epochOfDate,
  listSummary,
  rupees,
  secondsOfDuration,
} from './cell-format.ts';

describe('typed cells', () => {
  it('shows mfg_date as the date in India and stores the start of that day in epoch seconds', () => {
    expect(epochOfDate('2026-01-01')).toBe('1767205800');
    expect(dateOfEpoch('1767205800')).toBe('2026-01-01');
    expect(dateOfEpoch('1767225600')).toBe('2026-01-01');
    expect(epochOfDate('1 Jan')).toBe('1 Jan');
  });

  it('enters shelf_life in months or days and shows it back', () => {
    expect(secondsOfDuration('18 months')).toBe('46656000');
    expect(secondsOfDuration('60')).toBe('155520000');
    expect(secondsOfDuration('45 d')).toBe('3888000');
    expect(secondsOfDuration('a year')).toBe('a year');
    expect(durationText('46656000')).toBe('18 months');
    expect(durationText('3888000')).toBe('45 days');
    expect(durationText('86400')).toBe('1 day');
    expect(durationText('100')).toBe('100 s');
  });

  it('summarises list cells and formats rupees with Indian grouping', () => {
    expect(listSummary('LOC1 | LOC2 | LOC3')).toBe('LOC1 (+2)');
    expect(listSummary('LOC1')).toBe('LOC1');
    expect(rupees('129999')).toBe('₹1,29,999');
    expect(rupees('12a')).toBe('12a');
  });
});
