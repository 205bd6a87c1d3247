import type { z } from 'zod';
import { calls } from '../../shared/ipc/contract.ts';
import type { CallName, Envelope } from '../../shared/ipc/types.ts';
import { AppError, toErrorData } from '../../shared/errors.ts';
import type { HandlersFor } from './handlers-for.ts';
import { t } from '../i18n/backend-language.ts';

/** The backend's side of every call: the slices' handler tables joined. */
export type Handlers = HandlersFor<typeof calls>;

export type Dispatch = (name: string, input: unknown) => Promise<Envelope<unknown>>;

/** Where an input went wrong, as a person would read it: `redirectUri: Redirect URL must be an https link`. */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): {
  message: string;
  fields: { path: string; message: string }[];
} {
  const fields = issues.map((issue) => ({
    path: issue.path.map(String).join('.') || '(input)',
    message: issue.message,
  }));
  const message = fields.map((f) => `${f.path}: ${f.message}`).join('; ');
  return { message, fields };
}

/**
 * The one door into the backend, shared by both hosts: refuses unknown calls, validates the input against the
 * contract, and turns every failure into error data with a code.
 */
export function createDispatcher(
  handlers: Handlers,
  onUnexpected?: (name: string, error: unknown) => void,
): Dispatch {
  return async (name, input) => {
    try {
      if (!Object.hasOwn(calls, name)) {
        throw new AppError('UNKNOWN_CALL', t('errors.call.unknown', { name }));
      }
      const callName = name as CallName;
      const parsed = calls[callName].input.safeParse(input ?? {});
      if (!parsed.success) {
        const { message, fields } = describeIssues(parsed.error.issues);
        throw new AppError('VALIDATION', message, { fields });
      }
      const handler = handlers[callName] as (value: unknown) => unknown;
      const value = await handler(parsed.data);
      return { ok: true, value: value === undefined ? null : value };
    } catch (error) {
      if (!(error instanceof AppError)) onUnexpected?.(name, error);
      return { ok: false, error: toErrorData(error, t('errors.internal')) };
    }
  };
}
