import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../shared/errors.ts';
import { setBackendLanguage } from '../../i18n/backend-language.ts';
import { startScriptedServer, type ScriptedServer } from '../testing/scripted-server.test-support.ts';
import { affiliateErrors, messageFor, sellerErrors, sentenceWithService } from './error-map.ts';
import { HttpClient } from './http-client.ts';
import { networkSentence } from './network-failure.ts';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  setBackendLanguage('en');
});

async function failure(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error('expected a failure');
}

describe("the marketplace's error sentences speak the seller's language", () => {
  it('a rate-limited answer reads in Hindi when the backend speaks Hindi, naming the marketplace in Hindi', async () => {
    setBackendLanguage('hi');
    server = await startScriptedServer([{ status: 429, headers: { 'retry-after': '3600' } }]);
    const client = new HttpClient({
      baseDelayMs: 1,
      maxDelayMs: 5,
      random: () => 0.5,
      maxRetryAfterMs: 5000,
    });
    const error = await failure(client.request({ method: 'GET', url: `${server.url}/x` }));
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.message).toBe(
      'मार्केटप्लेस Stockroom के सवालों की रफ़्तार सीमित कर रहा है। एक मिनट रुककर फिर से कोशिश करें।',
    );
    expect(error.message).not.toMatch(/marketplace|Wait/);
  });

  it('each service is named in its own words, the status kept, the service’s own words quoted as written', () => {
    setBackendLanguage('hi');
    expect(messageFor(affiliateErrors, 'TIMEOUT')).toMatch(/^एफ़िलिएट फ़ीड सेवा ने जवाब देने में/);
    expect(messageFor(sellerErrors, 'SERVER', 502)).toBe(
      'मार्केटप्लेस में कोई दिक़्क़त आई (HTTP 502)। बाद में फिर से कोशिश करें।',
    );
    expect(sentenceWithService(sellerErrors, 'BAD_REQUEST', 400, 'Invalid shipment Ids passed')).toMatch(
      /मार्केटप्लेस ने कहा: “Invalid shipment Ids passed”।$/,
    );
    expect(
      networkSentence(
        Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNRESET' } }),
        'http://127.0.0.1:4100/x',
        'seller',
      ),
    ).toBe('127.0.0.1:4100 पर मार्केटप्लेस ने जवाब देने से पहले कनेक्शन बंद कर दिया। थोड़ी देर में फिर से कोशिश करें।');
  });

  it('English stays the default, as before', () => {
    expect(messageFor(sellerErrors, 'RATE_LIMITED')).toBe(
      'The marketplace is limiting how fast Stockroom may ask. Wait a minute and try again.',
    );
    expect(messageFor(sellerErrors, 'BAD_REQUEST')).toBe(
      'The marketplace rejected the request as malformed.',
    );
    expect(messageFor(sellerErrors, 'BAD_REQUEST', 400)).toBe(
      'The marketplace rejected the request as malformed (HTTP 400).',
    );
  });
});
