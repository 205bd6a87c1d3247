import { KNOWN_ADDRESSES } from '../../../shared/accounts/environments.ts';
import type { MessageId } from '../../../shared/i18n/catalogue.ts';
import { t } from '../../i18n/backend-language.ts';
import type { ServiceName } from './error-map.ts';

/** System codes of a request that never got a connection: nothing of it reached the service (offline.ts). */
const NEVER_CONNECTED = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'ETIMEDOUT',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** Whether fetch failed before any connection was made (the `connected: false` of a NETWORK error). */
export function neverConnected(error: unknown): boolean {
  return NEVER_CONNECTED.has(systemCode(error) ?? '');
}

/** The hosts Stockroom fills in itself (Sandbox, Production): one that cannot be looked up means no internet. */
const OWN_HOSTS: ReadonlySet<string> = new Set(
  Object.values(KNOWN_ADDRESSES).flatMap((a) => Object.values(a).map((url) => new URL(url).hostname)),
);

/**
 * A sentence (capitalised, so every failure reads as one) for a request that got no answer at all, naming the address and what happened there, from the
 * system's error code under fetch's "fetch failed" ("The marketplace at 127.0.0.1:9 refused the connection"). What a person can act
 * on differs: a refused port is a service that is not running, an unknown name a mistyped address.
 */
export function networkSentence(error: unknown, url: string, service: ServiceName): string {
  const address = addressOf(url);
  const code = systemCode(error);
  const say = (id: MessageId) => t(id, { service, address });
  switch (code) {
    case 'ECONNREFUSED':
      // The marketplace's own address is running: a refusal there is this computer's network (a firewall, a proxy).
      return OWN_HOSTS.has(hostOf(url))
        ? say('marketplace.network.refusedOwn')
        : say('marketplace.network.refused');
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      // The likeliest cause first: a computer offline cannot look up any name, typed or not.
      return OWN_HOSTS.has(hostOf(url))
        ? say('marketplace.network.lookupOwn')
        : say('marketplace.network.lookup');
    case 'ECONNRESET':
    case 'EPIPE':
    case 'UND_ERR_SOCKET':
      return say('marketplace.network.closed');
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
    case 'ENETDOWN':
      return say('marketplace.network.unreachable');
    case 'ETIMEDOUT':
    case 'UND_ERR_CONNECT_TIMEOUT':
      return say('marketplace.network.connectTimeout');
    default:
      // fetch never connects to ports reserved for other protocols (9, 25, 6000…): nothing was sent.
      if (causeMessage(error) === 'bad port') return say('marketplace.network.badPort');
      if (code?.startsWith('ERR_TLS') || code?.includes('CERT'))
        return say('marketplace.network.certificate');
      return say('marketplace.network.other');
  }
}

/** `host:port` of a URL, with the scheme's port when none is written; the URL itself when it does not parse. */
export function addressOf(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || (u.protocol === 'https:' ? '443' : '80')}`;
  } catch {
    return url;
  }
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

/** The system error code fetch wraps (`error.cause.code`), looking one level deeper for undici's own wrapping. */
function systemCode(error: unknown): string | undefined {
  let at: unknown = error;
  for (let depth = 0; depth < 3 && at !== null && typeof at === 'object'; depth++) {
    const code = (at as { code?: unknown }).code;
    if (typeof code === 'string' && code !== 'ABORT_ERR') return code;
    at = (at as { cause?: unknown }).cause;
  }
  return undefined;
}

function causeMessage(error: unknown): string | undefined {
  const cause =
    error !== null && typeof error === 'object' ? (error as { cause?: unknown }).cause : undefined;
  return cause instanceof Error ? cause.message : undefined;
}
