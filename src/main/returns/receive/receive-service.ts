import { AppError } from '../../../shared/errors.ts';
import { dateTimeLabel } from '../../../shared/dates.ts';
import type { ClaimRow, ClaimState } from '../../../shared/returns/claims.ts';
import type { ReceiveOutcome } from '../../../shared/returns/receive-payloads.ts';
import {
  CONDITION_WORDS,
  receiptProblems,
  receivedSentence,
  type ReceivableReturn,
  type ReceiptInput,
} from '../../../shared/returns/receipt.ts';
import type { ReceiptRepository } from './receipt-repository.ts';
import type { ReturnFacts, ReturnKey } from './return-facts.ts';

export interface ReceiveServiceDeps {
  repo: ReceiptRepository;
  facts: ReturnFacts;
  now: () => Date;
  /** The seller's time zone, for "received on …" sentences. */
  timeZone?(): string;
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
    const problems = receiptProblems(input);
    if (problems.length > 0) throw new AppError('VALIDATION', problems.join(' '));
    const item = this.#deps.facts.find(key, [input.returnId]).get(input.returnId);
    if (item === undefined)
      throw new AppError('NOT_FOUND', `Return ${input.returnId} is not among this account's returns.`, {
        returnId: input.returnId,
      });
    const earlier = this.#deps.repo.get(key, input.returnId);
    if (earlier !== undefined) throw this.#already(earlier);
    if (!item.arrived)
      throw new AppError(
        'VALIDATION',
        `Return ${input.returnId} has not arrived yet: it can be received once the marketplace says it reached you.`,
      );
    const receipt = {
      returnId: input.returnId,
      condition: input.condition,
      note: (input.note ?? '').trim(),
      photoPath: (input.photoPath ?? '').trim(),
      receivedAt: this.#deps.now().toISOString(),
    };
    if (!this.#deps.repo.add(key, receipt)) throw this.#already(this.#deps.repo.get(key, input.returnId)!);
    this.#deps.onChange?.(key.profileId);
    return { sentence: receivedSentence(receipt, item) };
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
      throw new AppError('NOT_FOUND', `Return ${returnId} has no claim to file.`, { returnId });
    this.#deps.onChange?.(key.profileId);
    return { sentence: `The claim for return ${returnId} is marked filed.` };
  }

  #already(r: { returnId: string; condition: keyof typeof CONDITION_WORDS; receivedAt: string }): AppError {
    const when = dateTimeLabel(Date.parse(r.receivedAt), this.#deps.timeZone?.(), this.#deps.now().getTime());
    return new AppError(
      'VALIDATION',
      `Return ${r.returnId} was received already, as ${CONDITION_WORDS[r.condition].toLowerCase()}, on ${when}.`,
      { returnId: r.returnId },
    );
  }
}
