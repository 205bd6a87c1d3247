import { describe, expect, it } from 'vitest';
import { SUITES } from './index.ts';

describe('every suite', () => {
  it('declares its full and smoke sizes with the same keys, the smoke never bigger', () => {
    expect(SUITES.length).toBeGreaterThanOrEqual(21);
    for (const s of SUITES) {
      const { full, smoke } = s.sizes;
      expect(Object.keys(smoke).sort(), s.name).toEqual(Object.keys(full).sort());
      expect(Object.keys(full).length, s.name).toBeGreaterThan(0);
      for (const [key, value] of Object.entries(full)) {
        const small = smoke[key];
        if (typeof value === 'number') expect(small as number, `${s.name}.${key}`).toBeLessThanOrEqual(value);
        else expect(typeof small, `${s.name}.${key}`).toBe('boolean');
      }
      // Something shrinks: a suite at the same size in the smoke would be the full bench in every npm test.
      expect(JSON.stringify(smoke), s.name).not.toBe(JSON.stringify(full));
    }
  });

  it('is loaded at the full size outside the smoke', () => {
    const sqlite = SUITES.find((s) => s.name === 'sqlite');
    expect(sqlite?.sizes.full).toMatchObject({ rows: 100_000 });
  });

  it('names each row once across the bench, so --filter and --against can find it', () => {
    const rows = SUITES.flatMap((s) => s.benchmarks.flatMap((b) => b.rows));
    expect(new Set(rows).size).toBe(rows.length);
  });
});
