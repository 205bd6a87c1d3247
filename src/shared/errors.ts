/**
 * Errors cross every boundary (HTTP → backend → IPC → UI) as data with a stable `code` and a sentence a
 * person can act on. Code never parses `message`; it switches on `code`.
 */
export const ERROR_CODES = [
  'VALIDATION',
  'UNKNOWN_CALL',
  'FORBIDDEN',
  'NOT_FOUND',
  'NOT_CONFIGURED',
  'INSECURE_URL',
  'AUTH_EXPIRED',
  'AUTH_INVALID',
  'AUTH_STATE_MISMATCH',
  'RATE_LIMITED',
  'UNPROCESSABLE_ENTITY',
  'URL_EXPIRED',
  'URL_TAMPERED',
  'BAD_REQUEST',
  /** The web host refused a request: too large a body or headers (413/431), too long an address, not JSON. */
  'REQUEST_TOO_LARGE',
  'URL_TOO_LONG',
  'UNSUPPORTED_MEDIA_TYPE',
  /** The web host holds as many event streams or large bodies as it takes at once: try again shortly. */
  'BUSY',
  'SERVER',
  'NETWORK',
  'TIMEOUT',
  /** An answer larger than its kind of call may hold: a fault of the answer (or an attack), not of the network. */
  'RESPONSE_TOO_LARGE',
  'CANCELLED',
  /** The data folder cannot be written (read-only, full, or its files damaged). */
  'STORAGE',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The plain-data form of an error, as it crosses IPC or HTTP. */
export interface AppErrorData {
  code: ErrorCode;
  message: string;
  /** Where the problem is: a field path, a CSV line, an HTTP status. Never a secret. */
  details?: Record<string, unknown>;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: Record<string, unknown> | undefined;

  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }

  toData(): AppErrorData {
    return this.details === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, details: this.details };
  }
}

export function isAppErrorData(value: unknown): value is AppErrorData {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.code === 'string' &&
    (ERROR_CODES as readonly string[]).includes(v.code) &&
    typeof v.message === 'string'
  );
}

/**
 * Any thrown value as error data; an unexpected one becomes INTERNAL without leaking its text, said by `internal`
 * (the backend gives its sentence in the seller's language; English otherwise).
 */
export function toErrorData(
  error: unknown,
  internal = 'Something went wrong inside Stockroom. Try again; if it keeps happening, restart the app.',
): AppErrorData {
  if (error instanceof AppError) return error.toData();
  if (isAppErrorData(error)) return error;
  return { code: 'INTERNAL', message: internal };
}
