import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../shared/errors.ts';
import { startScriptedServer } from '../testing/scripted-server.test-support.ts';
import type { ScriptedReply, ScriptedServer } from '../testing/scripted-server.test-support.ts';
import { messageFor, SERVICE_MESSAGE_MAX, sellerErrors, sentenceOf, serviceErrorOf } from './error-map.ts';
import { HttpClient } from './http-client.ts';

/** Real error bodies of the seller interface, kept byte for byte (see fixtures/seller-real/README.md). */
const capture = (name: string) =>
  readFileSync(new URL(`../../../../fixtures/seller-real/${name}`, import.meta.url), 'utf8');
const REAL_500 = capture('error_500_dependent_system_call_failed_2025.json');
const REAL_400 = capture('error_400_invalid_shipments_2025.json');
const REAL_401 = capture('error_401_invalid_token_2025.body.txt');
const REAL_502 = capture('error_502_bad_gateway_labels_2025.body.html');

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** One seller call answered with `reply`, asked once: the error a slice would get. */
async function errorFor(reply: ScriptedReply): Promise<AppError> {
  server = await startScriptedServer([reply]);
  const http = new HttpClient({ baseDelayMs: 1, maxDelayMs: 1 });
  try {
    await http.request({
      method: 'GET',
      url: `${server.url}/sellers/v3/shipments/x`,
      errors: sellerErrors,
      maxAttempts: 1,
    });
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('error bodies of the real seller interface', () => {
  it('maps a real 500 DEPENDENT_SYSTEM_CALL_FAILED exactly as the spec’s shape of it', async () => {
    const real = await errorFor({ status: 500, body: REAL_500 });
    const spec = await errorFor({
      status: 500,
      body: JSON.stringify({
        code: 'DEPENDENT_SYSTEM_CALL_FAILED',
        message: 'A call to dependent system failed. Please retry after some time',
      }),
    });
    expect(real.code).toBe('SERVER');
    expect(real.details).toMatchObject({ status: 500, serviceCode: 'DEPENDENT_SYSTEM_CALL_FAILED' });
    expect(real.message).toBe(
      'The marketplace had a problem (HTTP 500). Try again later. The marketplace said: “A call to dependent system failed. Please retry after some time”.',
    );
    expect({ code: spec.code, message: spec.message, serviceCode: spec.details?.serviceCode }).toEqual({
      code: real.code,
      message: real.message,
      serviceCode: real.details?.serviceCode,
    });
  });

  it('reads a real 400 for its code and its sentence, and leaves its ids out', async () => {
    const error = await errorFor({ status: 400, body: REAL_400 });
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.details).toMatchObject({
      serviceCode: 'INVALID_SHIPMENTS',
      serviceMessage: 'Invalid shipment Ids passed',
    });
    expect(error.message).toBe(
      'The marketplace rejected the request as malformed (HTTP 400). The marketplace said: “Invalid shipment Ids passed”.',
    );
    expect(JSON.stringify(error.toData())).not.toMatch(/TXN-|REQ-|logging_id/);
  });

  it('reads the real 401 that is not JSON for its status only, never echoing the token it names', async () => {
    expect(() => JSON.parse(REAL_401) as unknown).toThrow();
    const error = await errorFor({ status: 401, body: REAL_401, headers: { 'content-type': '' } });
    expect(error.code).toBe('AUTH_EXPIRED');
    expect(error.message).toBe(messageFor(sellerErrors, 'AUTH_EXPIRED'));
    expect(error.details).not.toHaveProperty('serviceMessage');
    expect(JSON.stringify(error.toData())).not.toMatch(/invalid_token|Invalid access token|00000000-0000/);
  });

  it('never shows a gateway’s HTML page', async () => {
    const error = await errorFor({ status: 502, body: REAL_502, headers: { 'content-type': 'text/html' } });
    expect(error.code).toBe('SERVER');
    expect(error.details).toMatchObject({ status: 502, body: 'html' });
    expect(error.message).toBe('The marketplace had a problem (HTTP 502). Try again later.');
    expect(JSON.stringify(error.toData())).not.toMatch(/<|Bad Gateway/);
  });

  it('reads the older listing interface’s envelope the same way', async () => {
    // The v2 shape as field notes describe it; the item inside is the spec's {code, message}.
    const body = JSON.stringify({
      status: 'failure',
      response: { errors: [{ code: 'INVALID_SKU', message: 'The SKU is not listed for this seller' }] },
    });
    const error = await errorFor({ status: 400, body });
    expect(error.details).toMatchObject({ serviceCode: 'INVALID_SKU' });
    expect(error.message).toMatch(/The marketplace said: “The SKU is not listed for this seller”\.$/);
  });
});

describe('reading any error body', () => {
  it('finds nothing, and does not throw, in bodies of any other shape', () => {
    for (const body of [
      '',
      'null',
      '[]',
      '"text"',
      '42',
      '{',
      '{"errors":"no"}',
      '{"errors":[null]}',
      '{"response":7}',
      REAL_502,
    ])
      expect(serviceErrorOf(body)).toEqual({});
    expect(serviceErrorOf(REAL_401)).toEqual({});
  });

  it('reads the spec’s shape, the real one, OAuth’s and a nested error', () => {
    expect(serviceErrorOf('{"code":"NOT_FOUND","message":"No such shipment"}')).toEqual({
      code: 'NOT_FOUND',
      message: 'No such shipment',
    });
    expect(serviceErrorOf(REAL_500)).toEqual({
      code: 'DEPENDENT_SYSTEM_CALL_FAILED',
      message: 'A call to dependent system failed. Please retry after some time',
    });
    expect(
      serviceErrorOf('{"error":"invalid_token","error_description":"Invalid access token: abc"}'),
    ).toEqual({
      code: 'invalid_token',
    });
    expect(serviceErrorOf('{"error":{"code":"RATE","message":"Too many calls"}}')).toEqual({
      code: 'RATE',
      message: 'Too many calls',
    });
  });

  it('keeps a message only when it reads as a sentence, and bounded', () => {
    expect(sentenceOf('Invalid shipment Ids passed')).toBe('Invalid shipment Ids passed');
    expect(sentenceOf('Invalid access token: 00000000-0000-0000-0000-000000000000')).toBeUndefined();
    expect(sentenceOf('<b>Bad</b> request')).toBeUndefined();
    expect(sentenceOf('NullPointerException')).toBeUndefined();
    expect(sentenceOf({ text: 'x y' })).toBeUndefined();
    const long = sentenceOf('The request could not be completed '.repeat(20));
    expect(long?.length).toBeLessThanOrEqual(SERVICE_MESSAGE_MAX + 1);
    expect(long).toMatch(/completed…$|could…$|not…$|be…$|The…$|request…$/);
  });
});
