import { createServer, type AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JobProgress } from '../../shared/app/payloads.ts';
import type { ProfileSummary } from '../../shared/accounts/profile.ts';
import { callValue, jobEnd, startTestBackend } from '../testing/test-backend.ts';

/** A port that was just free: nothing listens there now (a marketplace that is not running). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** My listings › Read on a profile whose marketplace does not answer: said as offline, never as an empty shop. */
describe('reading My listings offline', () => {
  let t: ReturnType<typeof startTestBackend>;
  const jobs: JobProgress[] = [];
  beforeEach(async () => {
    t = startTestBackend();
    jobs.length = 0;
    t.backend.events.on('jobProgress', (p) => jobs.push(p));
    const port = await closedPort();
    const call = <T>(name: string, input: unknown) => callValue<T>(t.backend, name, input);
    const saved = await call<ProfileSummary>('saveProfile', {
      name: 'Shop offline',
      kind: 'custom',
      sellerBaseUrl: `http://127.0.0.1:${port}/sellers`,
      authUrl: `http://127.0.0.1:${port}`,
      affiliateBaseUrl: `http://127.0.0.1:${port}`,
    });
    await call('setSellerApp', {
      profileId: saved.id,
      type: 'self_access',
      appId: 'app',
      appSecret: 'secret',
    });
    await call('activateProfile', { id: saved.id });
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

  it('says no SKU is known yet rather than "Read 0 listings"', async () => {
    const end = await read([]);
    expect(end.message).toBe(
      'Nothing was read: no SKU is known yet. Stockroom reads the SKUs of your orders, your listing sheet and those you paste: sync Shipments or paste SKUs, then read again.',
    );
  });
});
