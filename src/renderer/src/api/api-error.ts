import type { AppErrorData, ErrorCode } from '../../../shared/errors.ts';
import { t } from '../i18n/language-store.ts';

/** A failed call as the renderer sees it: a stable code to branch on, a sentence to show. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly details: Record<string, unknown> | undefined;

  constructor(data: AppErrorData) {
    super(data.message);
    this.name = 'ApiError';
    this.code = data.code;
    this.details = data.details;
  }

  /** Field messages of a VALIDATION error, keyed by path (`redirectUri`, `name`…). */
  fieldMessages(): Record<string, string> {
    const fields = (this.details?.fields ?? []) as { path: string; message: string }[];
    return Object.fromEntries(fields.map((f) => [f.path, f.message]));
  }
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : t('errors.unknown');
}
