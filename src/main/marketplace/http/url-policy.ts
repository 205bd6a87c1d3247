import { AppError } from '../../../shared/errors.ts';
import { isLoopbackHost } from '../../../shared/marketplace/address-rule.ts';
import { t } from '../../i18n/backend-language.ts';

/** Loopback hosts may use plain http (the local simulator); every other host must use https. */
export { isLoopbackHost };

/** Parses `url` and refuses anything but https (or http to a loopback host). */
export function assertSecureUrl(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new AppError('VALIDATION', t('marketplace.address.invalid'), {
      url: safeUrlText(url),
    });
  }
  if (parsed.protocol === 'https:') return parsed;
  if (parsed.protocol === 'http:' && isLoopbackHost(parsed.hostname)) return parsed;
  throw new AppError('INSECURE_URL', t('marketplace.address.insecure', { host: parsed.host || 'none' }), {
    url: urlForLog(url),
  });
}

/**
 * The form of a URL that may appear in messages, details and logs: origin and path only. The query is dropped
 * because it carries signatures (`sig`), cursors and codes; user info is dropped because it may carry passwords.
 */
export function urlForLog(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return safeUrlText(url);
  }
}

/** The path of a URL without its query, for request records. */
export function pathForLog(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return safeUrlText(url);
  }
}

function safeUrlText(url: string): string {
  const cut = url.split(/[?#]/, 1)[0] ?? '';
  return cut.replace(/\/\/[^/@]*@/, '//').slice(0, 200);
}
