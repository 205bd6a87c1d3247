import { describe, expect, it } from 'vitest';
import { AppError } from '../../../shared/errors.ts';
import { buildAuthorizeUrl, parseRedirect } from './authorize.ts';

function codeOf(fn: () => unknown): string {
  try {
    fn();
    return 'no error';
  } catch (e) {
    return e instanceof AppError ? e.code : 'not an AppError';
  }
}

describe('authorization code: authorize URL and redirect', () => {
  const redirectUri = 'https://partner.example.com/callback';

  it('builds the authorize URL with a fresh random state each time', () => {
    const a = buildAuthorizeUrl({ authUrl: 'https://auth.example.com/', clientId: 'app1', redirectUri });
    const b = buildAuthorizeUrl({ authUrl: 'https://auth.example.com/', clientId: 'app1', redirectUri });
    const url = new URL(a.url);
    expect(url.origin + url.pathname).toBe('https://auth.example.com/oauth-service/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'app1',
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'Seller_Api',
      state: a.state,
    });
    expect(a.state.length).toBeGreaterThanOrEqual(32);
    expect(a.state).not.toBe(b.state);
  });

  it('returns the code when the state matches', () => {
    expect(parseRedirect(`${redirectUri}?code=C0DE&state=S1`, { state: 'S1', redirectUri })).toEqual({
      code: 'C0DE',
    });
  });

  it('refuses a wrong or missing state with AUTH_STATE_MISMATCH (CSRF)', () => {
    expect(codeOf(() => parseRedirect(`${redirectUri}?code=C&state=other`, { state: 'S1' }))).toBe(
      'AUTH_STATE_MISMATCH',
    );
    expect(codeOf(() => parseRedirect(`${redirectUri}?code=C`, { state: 'S1' }))).toBe('AUTH_STATE_MISMATCH');
    expect(codeOf(() => parseRedirect(`${redirectUri}?code=C&state=`, { state: 'S1' }))).toBe(
      'AUTH_STATE_MISMATCH',
    );
  });

  it('refuses other addresses, a missing code and a denial', () => {
    expect(
      codeOf(() =>
        parseRedirect('https://evil.example.com/callback?code=C&state=S1', { state: 'S1', redirectUri }),
      ),
    ).toBe('VALIDATION');
    expect(codeOf(() => parseRedirect('not a url', { state: 'S1' }))).toBe('VALIDATION');
    expect(codeOf(() => parseRedirect(`${redirectUri}?state=S1`, { state: 'S1', redirectUri }))).toBe(
      'VALIDATION',
    );
    expect(
      codeOf(() =>
        parseRedirect(`${redirectUri}?error=access_denied&state=S1`, { state: 'S1', redirectUri }),
      ),
    ).toBe('AUTH_INVALID');
  });
});
