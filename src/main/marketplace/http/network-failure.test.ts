import { describe, expect, it } from 'vitest';
import { networkSentence } from './network-failure.ts';

/** fetch's failure as Node's undici throws it: "fetch failed" around the system's error. */
const fetchFailed = (cause: Error & { code?: string }) =>
  Object.assign(new TypeError('fetch failed'), { cause });
const systemError = (code: string) => Object.assign(new Error(code), { code });

describe('a request that got no answer, in words', () => {
  it('names the address and what happened there', () => {
    const url = 'https://api.marketplace.example/sellers/v3/shipments';
    expect(networkSentence(fetchFailed(systemError('ENOTFOUND')), url, 'the marketplace')).toBe(
      'api.marketplace.example:443 is not a known address, so the marketplace could not be reached. Check the address in Settings › Edit profile and the internet connection.',
    );
    expect(networkSentence(fetchFailed(systemError('ECONNRESET')), url, 'the marketplace')).toMatch(
      /^api\.marketplace\.example:443 closed the connection before the marketplace answered\./,
    );
    expect(networkSentence(fetchFailed(systemError('CERT_HAS_EXPIRED')), url, 'the marketplace')).toMatch(
      /sent a certificate Stockroom does not trust/,
    );
    expect(networkSentence(new Error('odd'), 'http://127.0.0.1:8080/x', 'the marketplace')).toBe(
      'The marketplace at 127.0.0.1:8080 could not be reached. Check the internet connection, and the addresses in Settings › Edit profile.',
    );
  });
});
