import { AppError } from '../../../shared/errors.ts';

/** The AppError a promise rejects with; anything else (or no rejection at all) fails the test. */
export async function failure(p: Promise<unknown>): Promise<AppError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error('expected failure');
}
