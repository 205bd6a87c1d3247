import type { ErrorCode } from '../errors.ts';

export interface CheckResult {
  ok: boolean;
  /** A sentence for a person: what worked, or what failed and what to do. */
  message: string;
  /** Values the sentence names as they came (an application id, an account's name): shown as data, not words. */
  data?: string[];
  code?: ErrorCode;
}

export interface ConnectionReport {
  seller: CheckResult;
  affiliate: CheckResult;
}
