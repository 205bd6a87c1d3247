import type { ErrorCode } from '../errors.ts';

export interface CheckResult {
  ok: boolean;
  /** A sentence for a person: what worked, or what failed and what to do. */
  message: string;
  code?: ErrorCode;
}

export interface ConnectionReport {
  seller: CheckResult;
  affiliate: CheckResult;
}
