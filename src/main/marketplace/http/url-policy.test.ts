import { describe, expect, it } from 'vitest';
import { AppError } from '../../../shared/errors.ts';
import { assertSecureUrl, isLoopbackHost, urlForLog } from './url-policy.ts';

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    return e instanceof AppError ? e.code : 'not an AppError';
  }
  return undefined;
}

describe('https rule', () => {
  it('accepts https anywhere and http on loopback hosts only', () => {
    expect(assertSecureUrl('https://api.example.com/sellers').host).toBe('api.example.com');
    for (const url of [
      'http://127.0.0.1:8080/x',
      'http://127.9.3.1/x',
      'http://localhost:3000/',
      'http://[::1]:4000/x',
    ]) {
      expect(codeOf(() => assertSecureUrl(url))).toBeUndefined();
    }
  });

  it('refuses http to any other host with INSECURE_URL and a sentence that says what to do', () => {
    for (const url of [
      'http://api.example.com/sellers',
      'http://10.0.0.5/x',
      'http://127.0.0.1.evil.com/',
      'http://localhost.evil.com/',
    ]) {
      expect(codeOf(() => assertSecureUrl(url))).toBe('INSECURE_URL');
    }
    try {
      assertSecureUrl('http://user:pw@api.example.com/sellers?token=abc');
    } catch (e) {
      const err = e as AppError;
      expect(err.message).toMatch(/https/);
      expect(JSON.stringify(err.toData())).not.toMatch(/pw|token=abc/);
    }
  });

  it('refuses other schemes and garbage', () => {
    expect(codeOf(() => assertSecureUrl('ftp://example.com/x'))).toBe('INSECURE_URL');
    expect(codeOf(() => assertSecureUrl('not a url'))).toBe('VALIDATION');
  });

  it('recognises loopback hosts', () => {
    expect(isLoopbackHost('127.0.0.1')).toBe(true);
    expect(isLoopbackHost('LOCALHOST')).toBe(true);
    expect(isLoopbackHost('128.0.0.1')).toBe(false);
  });

  it('logs URLs without query or user info', () => {
    expect(urlForLog('https://u:p@h.example/a/b.json?expiresAt=1&sig=abc')).toBe(
      'https://h.example/a/b.json',
    );
    expect(urlForLog('/v3/x?next_token=zzz')).toBe('/v3/x');
  });
});
