import { randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../../shared/errors.ts';
import { SELLER_SCOPE } from './token-types.ts';
import { t } from '../../i18n/backend-language.ts';

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
    throw new AppError('VALIDATION', t('marketplace.auth.notRedirect'));
  }
  if (expected.redirectUri !== undefined && !sameEndpoint(url, expected.redirectUri)) {
    throw new AppError('VALIDATION', t('marketplace.auth.notRegistered'));
  }
  const state = url.searchParams.get('state');
  if (state === null || !safeEqual(state, expected.state)) {
    throw new AppError('AUTH_STATE_MISMATCH', t('marketplace.auth.stateMismatch'));
  }
  const denied = url.searchParams.get('error');
  if (denied !== null) {
    throw new AppError('AUTH_INVALID', t('marketplace.auth.denied'), {
      serviceCode: /^[a-z_]{1,64}$/.test(denied) ? denied : 'error',
    });
  }
  const code = url.searchParams.get('code');
  if (code === null || code === '') {
    throw new AppError('VALIDATION', t('marketplace.auth.noCode'));
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
