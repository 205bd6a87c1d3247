import { randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../../shared/errors.ts';
import { SELLER_SCOPE } from './token-types.ts';

/** Step (a) of the authorization code flow: where to send the seller, and the `state` to check on return. */
export interface AuthorizeRequest {
  url: string;
  state: string;
}

export function newState(): string {
  return randomBytes(24).toString('base64url');
}

export function buildAuthorizeUrl(opts: {
  authUrl: string;
  clientId: string;
  redirectUri: string;
  scope?: string;
  state?: string;
}): AuthorizeRequest {
  const state = opts.state ?? newState();
  const url = new URL(`${trimSlash(opts.authUrl)}/oauth-service/oauth/authorize`);
  url.searchParams.set('client_id', opts.clientId);
  url.searchParams.set('redirect_uri', opts.redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', opts.scope ?? SELLER_SCOPE);
  url.searchParams.set('state', state);
  return { url: url.toString(), state };
}

/**
 * Steps (c)+(d): reads the address the browser was sent back to and returns the code, after checking that it is the
 * registered redirect URL and that `state` is the one we sent (CSRF). A person may paste this address, so anything
 * unexpected is refused with a sentence.
 */
export function parseRedirect(
  redirectedTo: string,
  expected: { state: string; redirectUri?: string },
): { code: string } {
  let url: URL;
  try {
    url = new URL(redirectedTo.trim());
  } catch {
    throw new AppError(
      'VALIDATION',
      'That is not the address the marketplace sent you back to. Copy the whole address from the browser’s address bar.',
    );
  }
  if (expected.redirectUri !== undefined && !sameEndpoint(url, expected.redirectUri)) {
    throw new AppError(
      'VALIDATION',
      'That address is not the application’s registered redirect URL. Copy the address the marketplace sent you back to.',
    );
  }
  const state = url.searchParams.get('state');
  if (state === null || !safeEqual(state, expected.state)) {
    throw new AppError(
      'AUTH_STATE_MISMATCH',
      'This authorisation answer does not belong to the request Stockroom made, so it was refused for safety. Start the authorisation again.',
    );
  }
  const denied = url.searchParams.get('error');
  if (denied !== null) {
    throw new AppError(
      'AUTH_INVALID',
      'The seller did not allow access, so the account was not authorised. Start the authorisation again and press Allow.',
      {
        serviceCode: /^[a-z_]{1,64}$/.test(denied) ? denied : 'error',
      },
    );
  }
  const code = url.searchParams.get('code');
  if (code === null || code === '') {
    throw new AppError(
      'VALIDATION',
      'The address has no authorisation code. Copy the whole address the marketplace sent you back to.',
    );
  }
  return { code };
}

function sameEndpoint(url: URL, registered: string): boolean {
  try {
    const r = new URL(registered);
    return url.origin === r.origin && url.pathname === r.pathname;
  } catch {
    return false;
  }
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
