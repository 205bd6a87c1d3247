import { describe, expect, it } from 'vitest';
import { networkSentence, neverConnected } from './network-failure.ts';

/** fetch's failure as Node's undici throws it: "fetch failed" around the system's error. */
const fetchFailed = (cause: Error & { code?: string }) =>
  Object.assign(new TypeError('fetch failed'), { cause });
const systemError = (code: string) => Object.assign(new Error(code), { code });

describe('a request that got no answer, in words', () => {
  it('names the address and what happened there', () => {
    const url = 'https://api.marketplace.example/sellers/v3/shipments';
    expect(networkSentence(fetchFailed(systemError('ENOTFOUND')), url, 'seller')).toBe(
      'No internet connection, or the address api.marketplace.example:443 is not known: the marketplace could not be reached. Check that this computer is online, then the address in Settings › Edit profile.',
    );
    expect(networkSentence(fetchFailed(systemError('ECONNRESET')), url, 'seller')).toMatch(
      /^The marketplace at api\.marketplace\.example:443 closed the connection before answering\./,
    );
    expect(networkSentence(fetchFailed(systemError('CERT_HAS_EXPIRED')), url, 'seller')).toMatch(
      /sent a certificate Stockroom does not trust/,
    );
    expect(networkSentence(new Error('odd'), 'http://127.0.0.1:8080/x', 'seller')).toBe(
      'The marketplace at 127.0.0.1:8080 could not be reached. Check the internet connection, and the addresses in Settings › Edit profile.',
    );
  });

  it('says "No internet connection" about an address Stockroom filled in itself, never "check the address"', () => {
    const url = 'https://api.flipkart.net/oauth-service/oauth/token';
    for (const code of ['ENOTFOUND', 'EAI_AGAIN'])
      expect(networkSentence(fetchFailed(systemError(code)), url, 'token')).toBe(
        'No internet connection: this computer could not look up api.flipkart.net:443, the address of the marketplace sign-in service. Check that it is online, then try again.',
      );
    expect(networkSentence(fetchFailed(systemError('ECONNREFUSED')), url, 'seller')).not.toMatch(
      /Check the address in Settings/,
    );
  });

  it('tells a request that never got a connection from one cut after it was made', () => {
    for (const code of ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'UND_ERR_CONNECT_TIMEOUT'])
      expect(neverConnected(fetchFailed(systemError(code)))).toBe(true);
    for (const code of ['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET'])
      expect(neverConnected(fetchFailed(systemError(code)))).toBe(false);
    expect(neverConnected(new Error('odd'))).toBe(false);
  });

  it('reads as a sentence whatever the system said, even where an address starts with a digit', () => {
    const codes = [
      'ECONNREFUSED',
      'ENOTFOUND',
      'ECONNRESET',
      'EPIPE',
      'UND_ERR_SOCKET',
      'EHOSTUNREACH',
      'ETIMEDOUT',
    ];
    const sentences = [
      ...codes.map((code) =>
        networkSentence(fetchFailed(systemError(code)), 'http://127.0.0.1:41663/x', 'seller'),
      ),
      networkSentence(fetchFailed(new Error('bad port')), 'http://127.0.0.1:9/x', 'seller'),
      networkSentence(
        fetchFailed(systemError('ERR_TLS_CERT_ALTNAME_INVALID')),
        'https://10.0.0.1/x',
        'affiliate',
      ),
    ];
    for (const sentence of sentences) expect(sentence).toMatch(/^[A-Z].{10,}\.$/);
  });
});
