import { describe, expect, it } from 'vitest';
import { tabAfterKey } from './tab-keys.ts';

const tabs = ['toPack', 'toDispatch', 'cancelled', 'all'] as const;

describe('tabAfterKey', () => {
  it('moves with the arrows, round at both ends', () => {
    expect(tabAfterKey('ArrowRight', tabs, 'toPack')).toBe('toDispatch');
    expect(tabAfterKey('ArrowRight', tabs, 'all')).toBe('toPack');
    expect(tabAfterKey('ArrowLeft', tabs, 'toPack')).toBe('all');
    expect(tabAfterKey('ArrowLeft', tabs, 'cancelled')).toBe('toDispatch');
  });

  it('goes to the first and last with Home and End, and ignores other keys', () => {
    expect(tabAfterKey('Home', tabs, 'cancelled')).toBe('toPack');
    expect(tabAfterKey('End', tabs, 'toPack')).toBe('all');
    expect(tabAfterKey('Enter', tabs, 'toPack')).toBeNull();
    expect(tabAfterKey('ArrowDown', tabs, 'toPack')).toBeNull();
    expect(tabAfterKey('ArrowRight', tabs, 'missing' as (typeof tabs)[number])).toBeNull();
  });
});
