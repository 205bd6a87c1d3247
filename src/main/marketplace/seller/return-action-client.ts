import * as z from 'zod';
import { AppError } from '../../../shared/errors.ts';
import type { ReturnActionItem, ReturnActionKind } from '../../../shared/returns/return-action-types.ts';
import { DEFAULT_TIMEOUTS } from '../http/http-client.ts';
import { judgeAnswer, type ItemAnswer, type SellerCall } from './fulfilment-client.ts';
import { parseAnswer } from './parse.ts';
import { t } from '../../i18n/backend-language.ts';

/** The documentation's "Maximum 100 returns allowed per request". */
export const MAX_RETURNS_PER_ACTION = 100;

const optionalText = z.preprocess(
  (v) => (v === null ? undefined : v),
  z.union([z.string(), z.number().transform(String)]).optional(),
);

/** The SDK's `ReturnsActionResponseV2`: `{returns: [{returnId, processingStatus, errorCode, errorMessage}]}`. */
const returnsActionAnswerSchema = z.object({
  returns: z.preprocess(
    (v) => (v === null || v === undefined ? [] : v),
    z.array(
      z.looseObject({
        returnId: z.union([z.string().min(1), z.number().transform(String)]),
        processingStatus: optionalText,
        errorCode: optionalText,
        errorMessage: optionalText,
      }),
    ),
  ),
});

const some = <T>(fields: Record<string, T | undefined>): Record<string, T> =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Record<string, T>;

/** The SDK's request body of each action for these returns (one location: the first's, as the SDK has one). */
export function returnActionBody(
  kind: ReturnActionKind,
  items: readonly ReturnActionItem[],
): Record<string, unknown> {
  const location = some({ locationId: items[0]?.locationId });
  if (kind === 'complete' || kind === 'cancel')
    return { returnIds: items.map((i) => i.returnId), ...location };
  const entry = (i: ReturnActionItem): Record<string, unknown> => {
    switch (kind) {
      case 'approve':
      case 'reject':
        return some({
          returnId: i.returnId,
          serviceFulfilmentId: i.serviceFulfilmentId,
          serviceDate: i.serviceDate,
          comments: i.comments,
        });
      case 'pickup':
        return some({ returnId: i.returnId, pickupDate: i.pickupDate });
      case 'pickupAttempt':
        return some({
          returnId: i.returnId,
          pickupDate: i.pickupDate,
          newPickupDate: i.newPickupDate,
          reason: i.reason,
        });
    }
  };
  return { returns: items.map(entry), ...location };
}

/** The self-ship return actions of one seller account (`ReturnsV2Api`): the only place their paths and bodies are spelled. */
export class ReturnActionClient {
  readonly #call: SellerCall;

  constructor(call: SellerCall) {
    this.#call = call;
  }

  /**
   * `POST /v2/returns/<kind>` for up to 100 returns of one location: each return's result, in the order sent, done
   * or refused only when its own entry says SUCCESS or FAILURE (judgeAnswer); anything else is read back.
   */
  async send(
    kind: ReturnActionKind,
    items: readonly ReturnActionItem[],
    signal?: AbortSignal,
  ): Promise<ItemAnswer[]> {
    if (items.length === 0 || items.length > MAX_RETURNS_PER_ACTION)
      throw new AppError(
        'VALIDATION',
        t('marketplace.returns.tooManyForAction', { max: MAX_RETURNS_PER_ACTION }),
        { count: items.length },
      );
    const res = await this.#call('POST', `/v2/returns/${kind}`, {
      timeoutMs: DEFAULT_TIMEOUTS.ordersMs,
      body: returnActionBody(kind, items),
      // Sent once: after a failure the job reads the returns back before sending again.
      maxAttempts: 1,
      signal,
    });
    let value: unknown;
    try {
      value = JSON.parse(res.text);
    } catch {
      throw new AppError('SERVER', t('marketplace.returns.unreadableResults'), {
        body: 'not-json',
      });
    }
    const answer = parseAnswer(returnsActionAnswerSchema, value, 'returnResults');
    return judgeAnswer(
      items.map((i) => i.returnId),
      answer.returns.map((e) => ({ ...e, id: e.returnId })),
      'The marketplace refused this return without saying why.',
    );
  }
}
