import { AppError } from '../../shared/errors.ts';
import { marketplaceStateOfCode } from '../app/status-service.ts';
import { NOT_A_PDF } from '../marketplace/seller/fulfilment-client.ts';
import { t } from '../i18n/backend-language.ts';

/**
 * An offline failure as one sentence a seller reads, in the backend's language; any other error as it is. `what` is
 * the clause of what did not happen ("so nothing was packed"), already in that language (the caller's `t`). A PDF call answered with something
 * else (a page, JSON, a cut file) is SERVER too, but the marketplace did answer: its own sentence says so.
 */
export function offline(error: unknown, what: string): unknown {
  if (
    error instanceof AppError &&
    marketplaceStateOfCode(error.code) === 'offline' &&
    error.details?.answer !== NOT_A_PDF
  )
    return new AppError(error.code, t('fulfilment.offline.sentence', { what }), error.details);
  return error;
}
