import { AppError } from '../../shared/errors.ts';
import type { SkuListingRead } from '../../shared/marketplace/listing-read.ts';
import { touched } from '../../shared/my-listings/checks.ts';
import type { CreateListingResponse } from '../../shared/marketplace/listing-types.ts';
import type { InventoryChange, PriceChange } from '../../shared/marketplace/listing-update.ts';
import type { ChangeKind, ListingEdit } from '../../shared/my-listings/payloads.ts';
import { abortableSleep } from '../marketplace/http/abort.ts';
import { RoundWaits } from '../marketplace/http/round-waits.ts';
import { chunk, mapLimit } from '../marketplace/seller/pool.ts';
import type { ListingWriteOptions } from '../marketplace/seller/listing-update-wire.ts';
import { verdictOf } from './change-compare.ts';
import { STOPPED, type Answer, type ChangeJournal, type PendingEdit } from './change-journal.ts';
import type { LocationNames } from '../../shared/locations/location-names.ts';
import { answerOf, busySentence, confirmedWords, refusedWords, stoppedWords } from './change-words.ts';

/** The part of the seller client a change needs: the two writes and the read that checks them. */
export interface ListingWriter {
  updatePrices(
    changes: Readonly<Record<string, PriceChange>>,
    opts: ListingWriteOptions,
  ): Promise<Record<string, CreateListingResponse>>;
  updateInventory(
    changes: Readonly<Record<string, InventoryChange>>,
    opts: ListingWriteOptions,
  ): Promise<Record<string, CreateListingResponse>>;
  getListingsBySku(skus: readonly string[], opts: { signal?: AbortSignal }): Promise<SkuListingRead[]>;
}

export interface ChangeRunOptions {
  journal: ChangeJournal;
  changeId: string;
  writer: ListingWriter;
  signal: AbortSignal;
  /** Calls in flight at once. Default 4. */
  maxInFlight?: number;
  /** Rounds of read back → send before the job gives up (it can be resumed). Default 5. */
  maxRounds?: number;
  baseDelayMs?: number;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  onProgress?: (answered: number) => void;
  /** The seller's names of locations, for the result sentences. */
  names?: LocationNames | undefined;
}

/** Codes after which a call may or may not have been taken: read back, then send what is not done. */
const UNSURE = new Set(['NETWORK', 'TIMEOUT', 'SERVER', 'RATE_LIMITED', 'RESPONSE_TOO_LARGE']);
/** Codes by which the marketplace refused the whole call: every SKU in it is refused, with that sentence. */
const REFUSED = new Set(['BAD_REQUEST', 'UNPROCESSABLE_ENTITY', 'VALIDATION', 'NOT_FOUND']);
const SKUS_PER_CALL = 10;

/**
 * Sends a change's pending items, in calls of 10. Just before each call its SKUs are read from the marketplace (the
 * first send too: a SKU may have moved since the preview; and after a crash or a lost answer) and compare and set
 * decides each item: the new value there is recorded done, never sent again; a third value is recorded stopped,
 * never overwritten; the old value is sent, each SKU locked and marked sent in the journal before it leaves. Calls
 * whose read fails send nothing (nothing goes out blind) and are read again next round.
 */
export async function runChange(o: ChangeRunOptions): Promise<'done' | 'unsure'> {
  const rounds = o.maxRounds ?? 5;
  // Rounds held back only by a rate limit wait its Retry-After and do not count (see RoundWaits).
  const waits = new RoundWaits();
  let waitMs = 0;
  for (let round = 0, first = true; round < rounds; first = false) {
    const pending = o.journal.pending(o.changeId);
    if (pending.length === 0) return 'done';
    if (!first) await (o.sleep ?? abortableSleep)(waitMs, o.signal);
    const calls = (['price', 'stock'] as const).flatMap((kind) =>
      chunk(
        pending.filter((p) => p.kind === kind),
        SKUS_PER_CALL,
      ),
    );
    await mapLimit(calls, o.maxInFlight ?? 4, (items) => checkAndSend(o, items, waits));
    const progressed = o.journal.pending(o.changeId).length < pending.length;
    const end = waits.end((o.baseDelayMs ?? 500) * 2 ** round, progressed);
    waitMs = end.waitMs;
    if (end.counts) round++;
  }
  return o.journal.pending(o.changeId).length === 0 ? 'done' : 'unsure';
}

/**
 * One call: its SKUs locked, read, decided, and those still at their old values sent. The locks of SKUs not sent
 * are given up at once; a sent SKU's lock is kept until its answer (or read-back) is recorded.
 */
async function checkAndSend(
  o: ChangeRunOptions,
  all: readonly PendingEdit[],
  waits: RoundWaits,
): Promise<void> {
  const taken = new Set(
    o.journal.lock(
      o.changeId,
      all.map((i) => i.sku),
    ),
  );
  const busy = all.filter((i) => !taken.has(i.sku));
  if (busy.length > 0) {
    // Another change of these SKUs is in flight (another window): not sent, and said so.
    const words = busySentence(busy.map((i) => i.sku));
    record(o, busy, () => ({ status: STOPPED, failed: false, words }));
  }
  const items = all.filter((i) => taken.has(i.sku));
  if (items.length === 0) return;
  try {
    let reads: SkuListingRead[];
    try {
      reads = await o.writer.getListingsBySku(
        items.map((i) => i.sku),
        { signal: o.signal },
      );
    } catch (error) {
      if (!(error instanceof AppError) || !UNSURE.has(error.code) || o.signal.aborted) throw error;
      waits.failed(error);
      return; // not known what the marketplace holds: read again next round
    }
    const toSend = decide(o, items, new Map(reads.map((r) => [r.sku, r])));
    if (toSend.length > 0) await sendCall(o, toSend, waits);
  } finally {
    o.journal.release(
      o.changeId,
      items[0]!.kind,
      items.map((i) => i.sku),
    );
  }
}

/** Records one answer per item of a call (all of one kind). */
function record(
  o: ChangeRunOptions,
  items: readonly ListingEdit[],
  answer: (i: ListingEdit) => Answer,
): void {
  o.journal.record(o.changeId, items[0]!.kind, new Map(items.map((i) => [i.sku, answer(i)])));
  o.onProgress?.(items.length);
}

/** Records what compare and set settles for one call's items (done, stopped) and returns those to send. */
function decide(
  o: ChangeRunOptions,
  items: readonly PendingEdit[],
  reads: ReadonlyMap<string, SkuListingRead>,
): PendingEdit[] {
  const toSend: PendingEdit[] = [];
  const answers = new Map<string, Answer>();
  for (const item of items) {
    const v = verdictOf(item, reads.get(item.sku), item.sent);
    if (v.is === 'send') toSend.push(item);
    else if (v.is === 'done')
      answers.set(item.sku, {
        status: 'SUCCESS',
        failed: false,
        words: confirmedWords(item, item.sent, o.names),
      });
    else if (v.is === 'stopped')
      answers.set(item.sku, {
        status: STOPPED,
        failed: false,
        words: stoppedWords(item, v.found, o.names),
        found: v.found,
      });
  }
  if (answers.size > 0) {
    o.journal.record(o.changeId, items[0]!.kind, answers);
    o.onProgress?.(answers.size);
  }
  return toSend;
}

async function sendCall(
  o: ChangeRunOptions,
  items: readonly ListingEdit[],
  waits: RoundWaits,
): Promise<void> {
  const kind: ChangeKind = items[0]!.kind;
  const skus = items.map((i) => i.sku);
  o.journal.markSent(o.changeId, kind, skus);
  const opts = { signal: o.signal, maxAttempts: 1 };
  let results: Record<string, CreateListingResponse>;
  try {
    results =
      kind === 'price'
        ? await o.writer.updatePrices(priceBody(items), opts)
        : await o.writer.updateInventory(stockBody(items), opts);
  } catch (error) {
    if (!(error instanceof AppError) || o.signal.aborted) throw error;
    if (UNSURE.has(error.code)) {
      waits.failed(error);
      return; // marked sent: the next round reads these back.
    }
    if (!REFUSED.has(error.code)) throw error;
    const words = refusedWords([error.message]);
    record(o, items, () => ({ status: 'FAILURE', failed: true, words }));
    return;
  }
  const answers = new Map<string, Answer>();
  for (const item of items) {
    const r = results[item.sku];
    // Not reported, or in a word not understood ("PROCESSING"): it may have been taken; left marked sent, so the
    // next round reads it back. Only the spec's words are final (the client upper-cases them: listing-results.ts).
    if (r !== undefined && FINAL_WORDS.has(r.status)) answers.set(item.sku, answerOf(item, r, o.names));
  }
  o.journal.record(o.changeId, kind, answers);
  o.onProgress?.(answers.size);
}

/** The answers of a listing update the spec names; any other word (NOT_REPORTED too) is not final. */
const FINAL_WORDS = new Set(['SUCCESS', 'WARNING', 'FAILURE']);

function priceBody(items: readonly ListingEdit[]): Record<string, PriceChange> {
  const out: Record<string, PriceChange> = {};
  for (const i of items) if (i.kind === 'price') out[i.sku] = { productId: i.productId, ...i.after };
  return out;
}

/** Only the locations the change changes: the others may have moved since the preview and are left as they are. */
function stockBody(items: readonly ListingEdit[]): Record<string, InventoryChange> {
  const out: Record<string, InventoryChange> = {};
  for (const i of items)
    if (i.kind === 'stock')
      out[i.sku] = { productId: i.productId, locations: touched(i).map((t) => t.after) };
  return out;
}
