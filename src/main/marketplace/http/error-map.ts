import type { ErrorCode } from '../../../shared/errors.ts';
import type { MessageId } from '../../../shared/i18n/catalogue.ts';
import { t } from '../../i18n/backend-language.ts';

/**
 * The remote service a sentence names, as a value its messages `select` on (`{service, select, seller {…}}`): each
 * language names it in its own words and grammar.
 */
export type ServiceName = 'seller' | 'affiliate' | 'token';

/**
 * How one remote service's HTTP statuses become error codes and sentences. The seller interface, the affiliate
 * interface and the token endpoint give the same status different meanings (401, 403), so each has a profile.
 */
export interface ErrorProfile {
  /** The service a sentence names: the marketplace, the affiliate feed service, the marketplace sign-in service. */
  readonly service: ServiceName;
  codeFor(status: number, serviceCode: string | undefined): ErrorCode;
  /** Sentences that differ from the generic ones for this service. */
  readonly messages?: Partial<Record<ErrorCode, MessageId>>;
}

/** Statuses worth another attempt: throttling, server trouble, gateway and connection time-outs. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([429, 499, 500, 502, 503, 504, 599]);

function commonCode(status: number, serviceCode: string | undefined): ErrorCode {
  if (serviceCode?.toUpperCase() === 'UNPROCESSABLE_ENTITY') return 'UNPROCESSABLE_ENTITY';
  if (status === 400) return 'BAD_REQUEST';
  if (status === 404) return 'NOT_FOUND';
  if (status === 422) return 'UNPROCESSABLE_ENTITY';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 499 || status === 504 || status === 599) return 'TIMEOUT';
  if (status >= 500) return 'SERVER';
  return 'BAD_REQUEST';
}

export const sellerErrors: ErrorProfile = {
  service: 'seller',
  codeFor(status, serviceCode) {
    if (status === 401) return 'AUTH_EXPIRED';
    // 403 is the service refusing this account something (ids of another seller, a missing approval), not a bad login.
    if (status === 403) return 'FORBIDDEN';
    return commonCode(status, serviceCode);
  },
  messages: {
    FORBIDDEN: 'marketplace.error.sellerForbidden',
    AUTH_EXPIRED: 'marketplace.error.sellerAuthExpired',
  },
};

export const affiliateErrors: ErrorProfile = {
  service: 'affiliate',
  codeFor(status, serviceCode) {
    if (status === 401) return 'AUTH_INVALID';
    if (status === 403) return 'URL_TAMPERED';
    if (status === 410) return 'URL_EXPIRED';
    return commonCode(status, serviceCode);
  },
  messages: {
    AUTH_INVALID: 'marketplace.error.affiliateAuthInvalid',
    URL_TAMPERED: 'marketplace.error.affiliateUrlTampered',
    URL_EXPIRED: 'marketplace.error.affiliateUrlExpired',
  },
};

export const tokenErrors: ErrorProfile = {
  service: 'token',
  codeFor(status, serviceCode) {
    if (status === 400 || status === 401 || status === 403) return 'AUTH_INVALID';
    return commonCode(status, serviceCode);
  },
  messages: {
    AUTH_INVALID: 'marketplace.error.tokenAuthInvalid',
  },
};

/** The generic sentence of each code, naming the service (`{service}`) and, where it helps, the HTTP status. */
const GENERIC: Partial<Record<ErrorCode, MessageId>> = {
  RATE_LIMITED: 'marketplace.error.rateLimited',
  UNPROCESSABLE_ENTITY: 'marketplace.error.unprocessable',
  BAD_REQUEST: 'marketplace.error.badRequest',
  NOT_FOUND: 'marketplace.error.notFound',
  TIMEOUT: 'marketplace.error.timeout',
  NETWORK: 'marketplace.error.network',
  CANCELLED: 'marketplace.error.cancelled',
  AUTH_EXPIRED: 'marketplace.error.authExpired',
  AUTH_INVALID: 'marketplace.error.authInvalid',
  URL_EXPIRED: 'marketplace.error.urlExpired',
  URL_TAMPERED: 'marketplace.error.urlTampered',
};

/** A code's sentence for this service, in the seller's language: the service's own where it has one. */
export function messageFor(profile: ErrorProfile, code: ErrorCode, status?: number): string {
  const id = profile.messages?.[code] ?? GENERIC[code] ?? 'marketplace.error.server';
  return t(id, { service: profile.service, status: status === undefined ? 'none' : String(status) });
}

/** What an error body said, when it said anything readable: a service code and the service's own message. */
export interface ServiceError {
  code?: string;
  message?: string;
}

/**
 * Reads an error body for a service code and a message, whatever shape it came in, and never trusts it to be JSON:
 * - the spec's `{code, message}`;
 * - the real service's `{errors: [{type, code, message, params}]}` (captured 400 and 500);
 * - the older listing interface's `{status: "failure", response: {errors: [...]}}`;
 * - OAuth's `{error: "invalid_token", ...}`, and `{error: {code, message}}`.
 * A body that is not JSON (a gateway's HTML page, the real 401 with unescaped quotes) gives nothing: the status
 * says enough. Only an identifier-like code and a message that reads as a sentence are kept (sentenceOf), so no
 * markup and no echoed token leave this function.
 */
export function serviceErrorOf(body: string): ServiceError {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return {};
  }
  if (!isRecord(parsed)) return {};
  const nested = isRecord(parsed.response) ? parsed.response : undefined;
  const first = firstRecord(parsed.errors) ?? firstRecord(nested?.errors);
  const inner = isRecord(parsed.error) ? parsed.error : undefined;
  const places = [first, inner, parsed].filter((r): r is Record<string, unknown> => r !== undefined);
  const codes = places.flatMap((r) => [r.code, r.errorCode, r.error]);
  const messages = places.flatMap((r) => [r.message, r.errorMessage]);
  const code = codes.find(
    (c): c is string => typeof c === 'string' && /^[A-Za-z][A-Za-z0-9_.-]{1,63}$/.test(c),
  );
  const message = messages.map(sentenceOf).find((m) => m !== undefined);
  return { ...(code === undefined ? {} : { code }), ...(message === undefined ? {} : { message }) };
}

/** The longest message of the service's own that a sentence of ours quotes; longer ones are cut at a word. */
export const SERVICE_MESSAGE_MAX = 160;

/**
 * A service's message as a person may read it, or undefined when it is not a sentence: words with spaces, no markup
 * or control characters, and no long run without a space (an id, a token, a stack frame, a URL).
 */
export function sentenceOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim().replace(/\s+/g, ' ');
  if (text.length < 3 || !/[A-Za-z]{2,}/.test(text) || !text.includes(' ')) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[<>{}\u0000-\u001f\u007f]/.test(text) || /\S{25,}/.test(text)) return undefined;
  if (text.length <= SERVICE_MESSAGE_MAX) return text;
  const cut = text.slice(0, SERVICE_MESSAGE_MAX);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** Codes whose sentence of ours is general, so the service's own message adds what went wrong. */
const QUOTES_SERVICE: ReadonlySet<ErrorCode> = new Set([
  'BAD_REQUEST',
  'UNPROCESSABLE_ENTITY',
  'NOT_FOUND',
  'SERVER',
]);

/**
 * Our sentence for an error, followed by the service's own message where ours is general and the service's reads
 * as a sentence of its own (a capital first, as the real service's are: "Invalid shipment Ids passed"). Never for
 * a refused login: what to do there is ours to say.
 */
export function sentenceWithService(
  profile: ErrorProfile,
  code: ErrorCode,
  status: number,
  serviceMessage: string | undefined,
): string {
  const ours = messageFor(profile, code, status);
  if (serviceMessage === undefined || !QUOTES_SERVICE.has(code) || !/^[A-Z]/.test(serviceMessage))
    return ours;
  // The service's own words stay as it wrote them.
  return t('marketplace.error.serviceSaid', {
    ours,
    service: profile.service,
    said: serviceMessage.replace(/[.\s]+$/, ''),
  });
}

/** What kind of body an error came with; a gateway page is HTML, not JSON. */
export function bodyKindOf(body: string, contentType: string | null): 'json' | 'html' | 'text' | 'empty' {
  const text = body.trimStart();
  if (text === '') return 'empty';
  if (contentType?.includes('html') || /^<(!doctype|html)/i.test(text)) return 'html';
  if (text.startsWith('{') || text.startsWith('[')) return 'json';
  return 'text';
}

function firstRecord(value: unknown): Record<string, unknown> | undefined {
  return Array.isArray(value) && isRecord(value[0]) ? value[0] : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
