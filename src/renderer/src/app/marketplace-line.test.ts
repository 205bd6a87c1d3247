import { describe, expect, it } from 'vitest';
import type { AppStatus } from '../../../shared/app/payloads.ts';
import { marketplaceLine } from './marketplace-line.ts';

const status = (over: Partial<AppStatus>): AppStatus => ({
  profile: { id: 'p1', name: 'Shop', kind: 'custom' },
  marketplace: 'unknown',
  marketplaceAt: null,
  marketplaceMessage: null,
  lastSyncAt: null,
  ...over,
});
const time = (iso: string) => iso.slice(11, 16);

describe('the status bar’s line about the marketplace', () => {
  it('says a failed Test connection with its time and its sentence', () => {
    const failed = status({
      marketplace: 'failed',
      marketplaceAt: '2026-11-27T12:03:00.000Z',
      marketplaceMessage: 'Something answers at 127.0.0.1:4100. No seller application is set up.',
    });
    expect(marketplaceLine(failed, true, time)).toEqual({
      text: 'Connection test failed at 12:03 — Something answers at 127.0.0.1:4100. No seller application is set up.',
      tone: 'warn',
    });
    const refused = status({
      marketplace: 'refused',
      marketplaceAt: '2026-11-27T12:04:00.000Z',
      marketplaceMessage: 'The marketplace refused the Application ID or Secret.',
    });
    expect(marketplaceLine(refused, true, time).text).toBe(
      'Marketplace refused the credentials at 12:04 — The marketplace refused the Application ID or Secret.',
    );
  });

  it('says an answer without a sentence plainly, and nothing checked as such', () => {
    expect(
      marketplaceLine(
        status({ marketplace: 'online', marketplaceAt: '2026-11-27T09:30:00.000Z' }),
        true,
        time,
      ),
    ).toEqual({
      text: 'Marketplace answered at 09:30',
      tone: 'ok',
    });
    expect(marketplaceLine(status({}), true, time)).toEqual({
      text: 'Marketplace not checked yet',
      tone: 'neutral',
    });
    expect(marketplaceLine(null, true, time).text).toBe('Marketplace not checked yet');
  });

  it('says the computer is offline before anything the marketplace said', () => {
    expect(
      marketplaceLine(status({ marketplace: 'failed', marketplaceMessage: 'x y' }), false, time),
    ).toEqual({
      text: 'Offline: showing saved data',
      tone: 'warn',
    });
  });
});
