import { afterEach, describe, expect, it } from 'vitest';
import { callValue, startTestBackend } from '../testing/test-backend.ts';

type TestBackend = ReturnType<typeof startTestBackend>;

const call = <T>(t: TestBackend, name: string, input: unknown = {}): Promise<T> =>
  callValue<T>(t.backend, name, input);

describe('the names a seller gives locations', () => {
  let first: TestBackend;
  afterEach(() => first.close());

  it('keeps a name per seller account across a restart, and an empty name takes it away', async () => {
    first = startTestBackend();
    expect(await call(first, 'locationNames', {})).toEqual({});
    expect(
      await call(first, 'nameLocation', { locationId: 'LOC853BCAA9FD7D', name: '  Pune warehouse ' }),
    ).toEqual({ LOC853BCAA9FD7D: 'Pune warehouse' });
    await call(first, 'nameLocation', { locationId: 'LOC0000000002', name: 'Shop' });
    await first.backend.close();

    // The same data folder, as after a restart.
    const again = startTestBackend({ dataDir: first.dataDir });
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
      expect(refused).toMatchObject({
        ok: false,
        error: {
          code: 'VALIDATION',
          message: expect.stringContaining("A location's name is at most 60 characters."),
        },
      });
    } finally {
      await again.backend.close();
    }
  });
});
