import type * as z from 'zod';
import { AppError } from '../../../shared/errors.ts';

/** Reads an answer with a schema; a malformed answer is a SERVER error naming the first bad field's path. */
export function parseAnswer<T extends z.ZodType>(schema: T, value: unknown, what: string): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue === undefined ? '$' : formatPath(issue.path);
  throw new AppError(
    'SERVER',
    `The marketplace sent ${what} Stockroom cannot read (at ${path}). Try again later.`,
    { path },
  );
}

function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? String(part) : `.${String(part)}`;
  }
  return out === '' ? '$' : out;
}
