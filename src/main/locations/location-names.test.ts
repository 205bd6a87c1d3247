import { afterEach, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { startTestBackend } from '../testing/test-backend.ts';

describe('the names a seller gives locations', () => {
  const started: ReturnType<typeof startTestBackend>[] = [];
  afterEach(async () => {
    for (const t of started.splice(0)) await t.backend.close();
  });
  const start = (dataDir?: string) => {
    const t = startTestBackend(dataDir === undefined ? {} : { dataDir });
    started.push(t);
    return t;
  };
  const call = async <T>(
    t: ReturnType<typeof startTestBackend>,
    name: string,
    input: unknown,
  ): Promise<T> => {
    const envelope = await t.backend.dispatch(name, input);
    if (!envelope.ok) throw new Error(`${name}: ${JSON.stringify(envelope.error)}`);
    return envelope.value as T;
  };

  it('keeps a name per seller account across a restart, and an empty name takes it away', async () => {
    const first = start();
    expect(await call(first, 'locationNames', {})).toEqual({});
    expect(
      await call(first, 'nameLocation', { locationId: 'LOC853BCAA9FD7D', name: '  Pune warehouse ' }),
    ).toEqual({
      LOC853BCAA9FD7D: 'Pune warehouse',
    });
    await call(first, 'nameLocation', { locationId: 'LOC0000000002', name: 'Shop' });
    await first.backend.close();
    started.splice(0);

    const again = start(first.dataDir);
    try {
      expect(await call(again, 'locationNames', {})).toEqual({
        LOC853BCAA9FD7D: 'Pune warehouse',
        LOC0000000002: 'Shop',
      });
      expect(await call(again, 'nameLocation', { locationId: 'LOC0000000002', name: '' })).toEqual({
        LOC853BCAA9FD7D: 'Pune warehouse',
      });
      const refused = await again.backend.dispatch('nameLocation', {
        locationId: 'LOC1',
        name: 'x'.repeat(61),
      });
      expect(refused.ok).toBe(false);
      if (!refused.ok) expect(refused.error.message).toContain("A location's name is at most 60 characters.");
    } finally {
      await again.backend.close();
      started.splice(0);
      rmSync(first.dataDir, { recursive: true, force: true });
    }
  });
});
