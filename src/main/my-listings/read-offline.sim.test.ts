import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JobProgress } from '../../shared/app/payloads.ts';
import { setBackendLanguage } from '../i18n/backend-language.ts';
import { activeShopAt, callValue, closedPort, jobEnd, startTestBackend } from '../testing/test-backend.ts';

/** My listings › Read on a profile whose marketplace does not answer: said as offline, never as an empty shop. */
describe('reading My listings offline', () => {
  let t: ReturnType<typeof startTestBackend>;
  const jobs: JobProgress[] = [];
  beforeEach(async () => {
    // The client's retries do not wait in real time; they still happen.
    t = startTestBackend({ httpSleep: async () => undefined });
    jobs.length = 0;
    t.backend.events.on('jobProgress', (p) => jobs.push(p));
    await activeShopAt(t.backend, `http://127.0.0.1:${await closedPort()}`);
  });
  afterEach(() => t.close());

  const read = async (pasted: string[]) => {
    const { jobId } = await callValue<{ jobId: string }>(t.backend, 'readMyListings', { pasted });
    return jobEnd(jobs, jobId, 20_000);
  };

  it('says "Offline: nothing was read" with the reason when the marketplace cannot be reached', async () => {
    const end = await read(['SKU-1', 'SKU-2']);
    expect(end.state).toBe('failed');
    expect(end.message).toMatch(
      /^Offline: nothing was read\. The marketplace sign-in service at 127\.0\.0\.1:\d+ refused the connection/,
    );
  });

  it('says it in the language the screens speak, Hindi here, "Offline" included', async () => {
    setBackendLanguage('hi');
    try {
      const end = await read(['SKU-1']);
      expect(end.message).toMatch(/^ऑफ़लाइन: कुछ भी नहीं पढ़ा गया। /);
      expect(end.message).not.toMatch(/Offline|nothing was read/);
    } finally {
      setBackendLanguage('en');
    }
  });

  it('with no SKU known, says offline when the marketplace did not answer the last call', async () => {
    const sync = await callValue<{ jobId: string | null }>(t.backend, 'startShipmentSync', {});
    expect((await jobEnd(jobs, sync.jobId!, 20_000)).state).toBe('failed');
    const end = await read([]);
    expect(end.state).toBe('failed');
    expect(end.message).toMatch(
      /^Offline: nothing was read\. The marketplace sign-in service at 127\.0\.0\.1:\d+ refused the connection/,
    );
  });

  it('says no SKU is known yet rather than "Read 0 listings"', async () => {
    const end = await read([]);
    expect(end.message).toBe(
      'Nothing was read: no SKU is known yet. Stockroom reads the SKUs of your orders, your listing sheet and those you paste: sync Shipments or paste SKUs, then read again.',
    );
  });
});
