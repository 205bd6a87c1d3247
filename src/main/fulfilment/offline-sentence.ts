import { AppError } from '../../shared/errors.ts';
import { marketplaceStateOfCode } from '../app/status-service.ts';
import { NOT_A_PDF } from '../marketplace/seller/fulfilment-client.ts';

/**
 * An offline failure as one sentence a seller reads; any other error as it is. A PDF call answered with something
 * else (a page, JSON, a cut file) is SERVER too, but the marketplace did answer: its own sentence says so.
 */
export function offline(error: unknown, what: string): unknown {
  if (
    error instanceof AppError &&
    marketplaceStateOfCode(error.code) === 'offline' &&
    error.details?.answer !== NOT_A_PDF
  )
    return new AppError(
      error.code,
      `Stockroom cannot reach the marketplace, ${what}; try again when you are online.`,
      error.details,
    );
  return error;
}
