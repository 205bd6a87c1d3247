import { z } from 'zod';
import { call } from '../ipc/define.ts';
import {
  RETURN_ACTION_KINDS,
  returnActionRequestSchema,
  type ReturnActionDetail,
} from './return-action-types.ts';

/** The self-ship return actions: each a job with a journal (returns slice, src/main/returns/self-ship). */
export const returnActionCalls = {
  /**
   * Approve, reject (with its reason as `comments`), pickup (its date), pickup attempt (the date tried and the new
   * one), complete or cancel the chosen self-ship returns. Read from the marketplace first: refused offline.
   */
  startReturnAction: call<{ actionId: string; jobId: string }>()(
    z
      .object({
        kind: z.enum(RETURN_ACTION_KINDS),
        returns: z.array(returnActionRequestSchema).min(1).max(1000),
      })
      .strict(),
  ),
  /** An action's state and each return's result in words. */
  getReturnAction: call<ReturnActionDetail>()(z.object({ actionId: z.string().min(1).max(100) }).strict()),
};
