import { KNOWN_ADDRESSES } from '../../../shared/accounts/environments.ts';
import { capitalise } from './error-map.ts';

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
export function networkSentence(error: unknown, url: string, service: string): string {
  const address = addressOf(url);
  const code = systemCode(error);
  const Service = capitalise(service);
  switch (code) {
    case 'ECONNREFUSED':
      // The marketplace's own address is running: a refusal there is this computer's network (a firewall, a proxy).
      return OWN_HOSTS.has(hostOf(url))
        ? `${Service} at ${address} refused the connection from this computer. Check the internet connection (a firewall or proxy may block it), then try again.`
        : `${Service} at ${address} refused the connection: it is not running there. Check the address in Settings › Edit profile.`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      // The likeliest cause first: a computer offline cannot look up any name, typed or not.
      return OWN_HOSTS.has(hostOf(url))
        ? `No internet connection: this computer could not look up ${address}, the address of ${service}. Check that it is online, then try again.`
        : `No internet connection, or the address ${address} is not known: ${service} could not be reached. Check that this computer is online, then the address in Settings › Edit profile.`;
    case 'ECONNRESET':
    case 'EPIPE':
    case 'UND_ERR_SOCKET':
      return `${Service} at ${address} closed the connection before answering. Try again in a moment.`;
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
    case 'ENETDOWN':
      return `${Service} at ${address} cannot be reached from this computer. Check the internet connection.`;
    case 'ETIMEDOUT':
    case 'UND_ERR_CONNECT_TIMEOUT':
      return `${Service} at ${address} did not accept a connection in time. Check the internet connection, then try again.`;
    default:
      // fetch never connects to ports reserved for other protocols (9, 25, 6000…): nothing was sent.
      if (causeMessage(error) === 'bad port')
        return `The address ${address} is a port reserved for other services, so Stockroom does not connect to it. Check the address in Settings › Edit profile.`;
      if (code?.startsWith('ERR_TLS') || code?.includes('CERT'))
        return `${Service} at ${address} sent a certificate Stockroom does not trust, so nothing was sent to it.`;
      return `${Service} at ${address} could not be reached. Check the internet connection, and the addresses in Settings › Edit profile.`;
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
