import { AppError } from '../../shared/errors.ts';
import { marketplaceStateOfCode } from '../app/status-service.ts';

/** An offline failure as one sentence a seller reads; any other error as it is. */
export function offline(error: unknown, what: string): unknown {
  if (error instanceof AppError && marketplaceStateOfCode(error.code) === 'offline')
    return new AppError(
      error.code,
      `Stockroom cannot reach the marketplace, ${what}; try again when you are online.`,
      error.details,
    );
  return error;
}
