import { AppError } from '../../../shared/errors.ts';
import type { ClaimRow, ClaimState } from '../../../shared/returns/claims.ts';
import type { ReceiveOutcome } from '../../../shared/returns/receive-payloads.ts';
import {
  receiptProblems,
  receivedSentence,
  type ReceivableReturn,
  type ReceiptCondition,
  type ReceiptInput,
} from '../../../shared/returns/receipt.ts';
import { t } from '../../i18n/backend-language.ts';
import type { ReceiptRepository } from './receipt-repository.ts';
import type { ReturnFacts, ReturnKey } from './return-facts.ts';

export interface ReceiveServiceDeps {
  repo: ReceiptRepository;
  facts: ReturnFacts;
  now: () => Date;
  /** A receipt or a claim changed: screens read again. */
  onChange?(profileId: string): void;
}

/** How many arrived returns the receive panel lists at once. */
const TO_RECEIVE = 500;

/**
 * The seller marks each arrived return received, with its condition, a note and a photo path: a local record (no
 * call to the marketplace), kept across restarts. Good ones wait to go back in stock (restock-service.ts); the others
 * become claims to file, listed with what the marketplace asks for.
 */
export class ReceiveService {
  readonly #deps: ReceiveServiceDeps;

  constructor(deps: ReceiveServiceDeps) {
    this.#deps = deps;
  }

  toReceive(key: ReturnKey): ReceivableReturn[] {
    return this.#deps.facts.toReceive(key, TO_RECEIVE);
  }

  receive(key: ReturnKey, input: ReceiptInput): ReceiveOutcome {
    const problems = receiptProblems(input, t);
    if (problems.length > 0) throw new AppError('VALIDATION', problems.join(' '));
    const item = this.#deps.facts.find(key, [input.returnId]).get(input.returnId);
    if (item === undefined)
      throw new AppError('NOT_FOUND', t('returns.receive.notFound', { returnId: input.returnId }), {
        returnId: input.returnId,
      });
    const earlier = this.#deps.repo.get(key, input.returnId);
    if (earlier !== undefined) throw this.#already(earlier);
    if (!item.arrived)
      throw new AppError('VALIDATION', t('returns.receive.notArrived', { returnId: input.returnId }));
    const receipt = {
      returnId: input.returnId,
      condition: input.condition,
      note: (input.note ?? '').trim(),
      photoPath: (input.photoPath ?? '').trim(),
      receivedAt: this.#deps.now().toISOString(),
    };
    if (!this.#deps.repo.add(key, receipt)) throw this.#already(this.#deps.repo.get(key, input.returnId)!);
    this.#deps.onChange?.(key.profileId);
    return { sentence: receivedSentence(receipt, item, t) };
  }

  /** The claims (`state`: only open or only filed), each with what the marketplace asks for. */
  claims(key: ReturnKey, state?: ClaimState): ClaimRow[] {
    const receipts = this.#deps.repo.claims(key, state);
    const facts = this.#deps.facts.find(
      key,
      receipts.map((r) => r.returnId),
    );
    return receipts.flatMap((r): ClaimRow[] => {
      const f = facts.get(r.returnId);
      if (r.condition === 'good') return [];
      return [
        {
          returnId: r.returnId,
          orderItemId: f?.orderItemId ?? '',
          sku: f?.sku ?? null,
          title: f?.title ?? null,
          quantity: f?.quantity ?? 0,
          trackingId: f?.trackingId ?? null,
          condition: r.condition,
          note: r.note,
          photoPath: r.photoPath,
          receivedAt: r.receivedAt,
          state: r.state,
          filedAt: r.filedAt,
          reference: r.reference,
        },
      ];
    });
  }

  fileClaim(key: ReturnKey, returnId: string, reference = ''): ReceiveOutcome {
    if (!this.#deps.repo.file(key, returnId, reference.trim(), this.#deps.now().toISOString()))
      throw new AppError('NOT_FOUND', t('returns.claims.noClaim', { returnId }), { returnId });
    this.#deps.onChange?.(key.profileId);
    return { sentence: t('returns.claims.markedFiled', { returnId }) };
  }

  #already(r: { returnId: string; condition: ReceiptCondition; receivedAt: string }): AppError {
    return new AppError(
      'VALIDATION',
      t('returns.receive.already', {
        returnId: r.returnId,
        condition: r.condition,
        at: new Date(Date.parse(r.receivedAt)),
      }),
      { returnId: r.returnId },
    );
  }
}
