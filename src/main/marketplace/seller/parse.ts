import type * as z from 'zod';
import { AppError } from '../../../shared/errors.ts';
import { t } from '../../i18n/backend-language.ts';

/** What an answer held, as its sentence names it when it cannot be read (`marketplace.answer.unreadable`). */
export type AnswerKind =
  | 'shipments'
  | 'shipmentPage'
  | 'listings'
  | 'listingResults'
  | 'packResults'
  | 'dispatchResults'
  | 'cancelResults'
  | 'handoverCounts'
  | 'returnResults'
  | 'returnPage'
  | 'testOrder'
  | 'selfShipResults'
  | 'deliveryResults'
  | 'deliveryAttemptResults';

/** Reads an answer with a schema; a malformed answer is a SERVER error naming the first bad field's path. */
export function parseAnswer<T extends z.ZodType>(schema: T, value: unknown, what: AnswerKind): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue === undefined ? '$' : formatPath(issue.path);
  throw new AppError('SERVER', t('marketplace.answer.unreadable', { what, path }), { path, what });
}

function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? String(part) : `.${String(part)}`;
  }
  return out === '' ? '$' : out;
}
