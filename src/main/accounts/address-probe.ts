import { AppError } from '../../shared/errors.ts';
import { addressOf } from '../marketplace/index.ts';
import type { ErrorProfile, HttpClient } from '../marketplace/index.ts';
import { t } from '../i18n/backend-language.ts';

/** Codes that mean nothing answered at the address (or nothing was sent to it). */
const NO_ANSWER = new Set(['NETWORK', 'TIMEOUT', 'INSECURE_URL', 'CANCELLED', 'VALIDATION']);

/**
 * For a side of the connection test that has no credentials yet: a plain GET of one of its addresses, to tell the
 * person whether the address is right before they type secrets. Any HTTP answer (a 401 as a rule) means a
 * service is there; the missing credentials' sentence is returned after the address. No answer throws its sentence
 * (naming the address and what happened).
 */
export async function probeWithoutCredentials(
  http: HttpClient,
  url: string,
  errors: ErrorProfile,
  missing: AppError,
  signal: AbortSignal,
): Promise<AppError> {
  try {
    await http.request({ method: 'GET', url, errors, signal, maxAttempts: 1 });
  } catch (error) {
    if (error instanceof AppError && NO_ANSWER.has(error.code)) throw error;
  }
  return new AppError(
    'NOT_CONFIGURED',
    t('accounts.connection.somethingAnswers', { address: addressOf(url), missing: missing.message }),
  );
}
