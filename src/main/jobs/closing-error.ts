import { AppError } from '../../shared/errors.ts';

/** Whether an error says the app is closing (a job refused, the Demo's marketplace stopped): nothing to report. */
export function isClosingError(error: unknown): boolean {
  return error instanceof AppError && error.code === 'CANCELLED';
}
