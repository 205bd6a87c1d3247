import { AppError } from '../../shared/errors.ts';
import type { SkuListingRead } from '../../shared/marketplace/listing-read.ts';
import type { CreateListingResponse } from '../../shared/marketplace/listing-types.ts';
import { NOT_REPORTED } from '../../shared/marketplace/listing-types.ts';
import type { InventoryChange, PriceChange } from '../../shared/marketplace/listing-update.ts';
import type { ChangeKind, ListingEdit } from '../../shared/my-listings/payloads.ts';
import { RoundWaits } from '../marketplace/http/round-waits.ts';
import { chunk, mapLimit } from '../marketplace/seller/pool.ts';
import type { ListingWriteOptions } from '../marketplace/seller/listing-update-wire.ts';
import type { Answer, ChangeJournal, PendingEdit } from './change-journal.ts';
import { answerOf, appliedIn, confirmedWords, refusedWords } from './change-words.ts';

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
}

/** Codes after which a call may or may not have been taken: read back, then send what is not done. */
const UNSURE = new Set(['NETWORK', 'TIMEOUT', 'SERVER', 'RATE_LIMITED', 'RESPONSE_TOO_LARGE']);
/** Codes by which the marketplace refused the whole call: every SKU in it is refused, with that sentence. */
const REFUSED = new Set(['BAD_REQUEST', 'UNPROCESSABLE_ENTITY', 'VALIDATION', 'NOT_FOUND']);
const SKUS_PER_CALL = 10;

const defaultSleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new AppError('CANCELLED', 'The change was cancelled.'));
    });
  });

/**
 * Sends a change's pending items. Each round first reads back the items that may have reached the marketplace (sent
 * before a crash, a lost answer, or not reported) and records those it finds applied, never sending them again;
 * then sends the rest in calls of 10, each marked sent in the journal before it leaves.
 */
export async function runChange(o: ChangeRunOptions): Promise<'done' | 'unsure'> {
  const rounds = o.maxRounds ?? 5;
  // Rounds held back only by a rate limit wait its Retry-After and do not count (see RoundWaits).
  const waits = new RoundWaits();
  let waitMs = 0;
  for (let round = 0, first = true; round < rounds; first = false) {
    const pending = o.journal.pending(o.changeId);
    if (pending.length === 0) return 'done';
    if (!first) await (o.sleep ?? defaultSleep)(waitMs, o.signal);
    const unsure = pending.filter((p) => p.sent);
    let readOk = true;
    if (unsure.length > 0) {
      try {
        const confirmed = await readBack(o, unsure);
        if (confirmed > 0) o.onProgress?.(confirmed);
      } catch (error) {
        if (!(error instanceof AppError) || !UNSURE.has(error.code) || o.signal.aborted) throw error;
        // Not known whether those reached the marketplace: they wait for a read that answers, never resent blind.
        readOk = false;
        waits.failed(error);
      }
    }
    const toSend = o.journal.pending(o.changeId).filter((p) => readOk || !p.sent);
    const calls = (['price', 'stock'] as const).flatMap((kind) =>
      chunk(
        toSend.filter((p) => p.kind === kind),
        SKUS_PER_CALL,
      ),
    );
    await mapLimit(calls, o.maxInFlight ?? 4, (items) => sendCall(o, items, waits));
    const progressed = o.journal.pending(o.changeId).length < pending.length;
    const end = waits.end((o.baseDelayMs ?? 500) * 2 ** round, progressed);
    waitMs = end.waitMs;
    if (end.counts) round++;
  }
  return o.journal.pending(o.changeId).length === 0 ? 'done' : 'unsure';
}

async function readBack(o: ChangeRunOptions, items: readonly PendingEdit[]): Promise<number> {
  const reads = await o.writer.getListingsBySku([...new Set(items.map((i) => i.sku))], { signal: o.signal });
  const bySku = new Map(reads.map((r) => [r.sku, r]));
  let confirmed = 0;
  for (const kind of ['price', 'stock'] as const) {
    const answers = new Map<string, Answer>();
    for (const item of items.filter((i) => i.kind === kind)) {
      const read = bySku.get(item.sku);
      if (read?.state === 'available' && appliedIn(read.listing, item))
        answers.set(item.sku, { status: 'SUCCESS', failed: false, words: confirmedWords(item) });
    }
    if (answers.size > 0) o.journal.record(o.changeId, kind, answers);
    confirmed += answers.size;
  }
  return confirmed;
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
    o.journal.record(
      o.changeId,
      kind,
      new Map(skus.map((s) => [s, { status: 'FAILURE', failed: true, words }])),
    );
    o.onProgress?.(skus.length);
    return;
  }
  const answers = new Map<string, Answer>();
  for (const item of items) {
    const r = results[item.sku];
    // Not reported: it may have been taken; left marked sent, so the next round reads it back.
    if (r !== undefined && r.status !== NOT_REPORTED) answers.set(item.sku, answerOf(item, r));
  }
  o.journal.record(o.changeId, kind, answers);
  o.onProgress?.(answers.size);
}

function priceBody(items: readonly ListingEdit[]): Record<string, PriceChange> {
  const out: Record<string, PriceChange> = {};
  for (const i of items) if (i.kind === 'price') out[i.sku] = { productId: i.productId, ...i.after };
  return out;
}

function stockBody(items: readonly ListingEdit[]): Record<string, InventoryChange> {
  const out: Record<string, InventoryChange> = {};
  for (const i of items) if (i.kind === 'stock') out[i.sku] = { productId: i.productId, locations: i.after };
  return out;
}
