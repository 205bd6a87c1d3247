import { randomUUID } from 'node:crypto';
import { AppError } from '../../shared/errors.ts';
import type { MessageId } from '../../shared/i18n/catalogue.ts';
import { isOffline } from '../../shared/marketplace/offline.ts';
import type { TestOrderRow } from '../../shared/sandbox/contract.ts';
import {
  NOT_SANDBOX,
  TEST_ORDER_COUNT,
  isSandboxLike,
  type TestOrderRequest,
} from '../../shared/sandbox/sandbox-types.ts';
import type { SliceDeps } from '../backend/slice-deps.ts';
import type { JobContext } from '../jobs/job-registry.ts';
import { marketplaceStateOfCode } from '../app/index.ts';
import type { SellerClient } from '../marketplace/seller/seller-client.ts';
import type { ShipmentCacheWrites, ShipmentsOffer } from '../shipments/index.ts';
import { SandboxJournal, type PendingItem, type SandboxKind } from './sandbox-journal.ts';
import { stepsSentence, testOrdersSentence } from './sandbox-sentences.ts';
import { stepOf, type StepRequest } from './sandbox-steps.ts';
import { testOrderLines, type ListingSource } from './test-order-lines.ts';
import { t } from '../i18n/backend-language.ts';
import { JobsInFlight } from '../jobs/jobs-in-flight.ts';

/** An offline failure as one sentence a seller reads ("…, so nothing was sent"); any other error as it is. */
function offline(error: unknown, outcome: MessageId): unknown {
  if (error instanceof AppError && marketplaceStateOfCode(error.code) === 'offline')
    return new AppError(error.code, t(outcome), error.details);
  return error;
}

type Key = { profileId: string; account: string };

export interface SandboxParts {
  orders: Pick<ShipmentsOffer, 'listingsInOrders'>;
  cache: Pick<ShipmentCacheWrites, 'storeRead'>;
  /** Starts the shipments sync of the active profile (or finds the one running). */
  sync(): Promise<unknown>;
  knownSkus(profileId: string): string[];
}

/** A refusal the marketplace said in words: final. Anything else after a send is a doubt. */
const understood = (error: unknown) =>
  error instanceof AppError &&
  ['BAD_REQUEST', 'NOT_FOUND', 'FORBIDDEN', 'UNPROCESSABLE_ENTITY'].includes(error.code);
const said = (error: AppError) =>
  typeof error.details?.['serviceMessage'] === 'string'
    ? `${error.details['serviceMessage']}`
    : error.message;

/**
 * Test orders and their moves on a sandbox-like profile (sandbox-types.ts), each a job over the sandbox journal:
 * journaled before sending, read back after any doubt, never sent twice; refused in one sentence for a live
 * profile and offline.
 */
export class SandboxService {
  readonly #deps: SliceDeps;
  readonly #parts: SandboxParts;
  readonly journal: SandboxJournal;
  readonly #running = new Set<string>();
  readonly #inFlight = new JobsInFlight();

  constructor(deps: SliceDeps, parts: SandboxParts) {
    this.#deps = deps;
    this.#parts = parts;
    this.journal = new SandboxJournal(deps.db, deps.now);
  }

  /** The active profile's seller account, refused for a live profile or one without an account. */
  async #account(): Promise<{ key: Key; client: SellerClient }> {
    const profileId = this.#deps.profiles.activeId();
    if (!isSandboxLike(await this.#deps.profiles.summary(profileId)))
      throw new AppError('VALIDATION', t(NOT_SANDBOX));
    const account = await this.#deps.clients.sellerAccount(profileId);
    if (account === null) throw new AppError('NOT_CONFIGURED', t('sandbox.noAccount'));
    return { key: { profileId, account: account.key }, client: account.client };
  }

  async startTestOrders(): Promise<{ jobId: string }> {
    const { key, client } = await this.#account();
    const source: ListingSource = {
      inOrders: (limit) => this.#parts.orders.listingsInOrders(key.profileId, limit),
      known: () => this.#parts.knownSkus(key.profileId),
      read: (skus) => client.getListingsBySku(skus),
    };
    let lines;
    try {
      // A read first, so offline is refused now rather than half done.
      lines = await testOrderLines(source, TEST_ORDER_COUNT);
    } catch (error) {
      throw offline(error, 'sandbox.offline.noneMade');
    }
    const actionId = randomUUID();
    this.journal.create(
      actionId,
      key,
      'testOrders',
      lines.map((l) => {
        const order: TestOrderRequest = {
          ...(l.locationId === undefined ? {} : { locationId: l.locationId }),
          orderItems: [{ listingId: l.listingId, quantity: 1 }],
        };
        return { orderItemId: null, request: { order, skus: [l.sku] } };
      }),
    );
    return { jobId: this.#job(actionId, 'testOrders', key, client) };
  }

  /** A step on the chosen order items of the account's test orders: a move, a new return, or a return event. */
  async startStep(request: StepRequest, orderItemIds: readonly string[]): Promise<{ jobId: string }> {
    const { key, client } = await this.#account();
    const ids = [...new Set(orderItemIds)];
    // Steps are for the account's own test orders: never an order a real buyer placed.
    const own = this.journal.ownItems(key, ids);
    const foreign = ids.filter((id) => !own.has(id));
    if (foreign.length > 0)
      throw new AppError(
        'VALIDATION',
        t('sandbox.refusal.notTestOrder', { count: foreign.length, ids: foreign.join(', ') }),
        { orderItemIds: foreign },
      );
    try {
      await client.getShipments('orderItemIds', ids);
    } catch (error) {
      throw offline(error, 'sandbox.offline.nothingSent');
    }
    const actionId = randomUUID();
    this.journal.create(
      actionId,
      key,
      'step',
      ids.map((orderItemId) => ({ orderItemId, request })),
    );
    return { jobId: this.#job(actionId, 'step', key, client) };
  }

  async testOrders(): Promise<TestOrderRow[]> {
    const profileId = this.#deps.profiles.activeId();
    const account = await this.#deps.profiles.sellerAccountKey(profileId);
    return account === null ? [] : this.journal.testOrders({ profileId, account });
  }

  /** Whatever a crash or a quit left running for the active account, taken up again (sent ones are never re-sent). */
  async resumeUnfinished(): Promise<void> {
    const profileId = this.#deps.profiles.activeId();
    let account;
    try {
      if (!isSandboxLike(await this.#deps.profiles.summary(profileId))) return;
      account = await this.#deps.clients.sellerAccount(profileId);
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_CONFIGURED') return;
      throw error;
    }
    // Closed while the account was read: taken up at the next start.
    if (account === null || this.#deps.jobs.isClosing()) return;
    const key = { profileId, account: account.key };
    for (const id of this.journal.unfinished(key).filter((a) => !this.#running.has(a))) {
      const kind = this.journal.kind(id);
      if (kind !== undefined) this.#job(id, kind, key, account.client);
    }
  }

  async close(): Promise<void> {
    await this.#inFlight.drained();
  }

  #job(actionId: string, kind: SandboxKind, key: Key, client: SellerClient): string {
    this.#running.add(actionId);
    return this.#inFlight.start((end) =>
      this.#deps.jobs.start(
        kind === 'testOrders' ? 'sandboxTestOrders' : 'sandboxMove',
        key.profileId,
        async (ctx) => {
          try {
            const message =
              kind === 'testOrders'
                ? await this.#makeOrders(actionId, key, client, ctx)
                : await this.#steps(actionId, key, client, ctx);
            this.journal.finish(actionId, 'done', message);
            return message;
          } catch (error) {
            // Quitting: left running, as a crash would, and taken up at the next start.
            if (this.#deps.jobs.isClosing()) throw error;
            // Offline or cancelled: what was never sent is not sent later by itself (never queued silently); a move
            // sent without an answer stays to be read back when the account is usable again.
            const cancelled = ctx.signal.aborted;
            const message = cancelled
              ? t('sandbox.job.cancelled')
              : error instanceof AppError
                ? error.message
                : t('sandbox.job.failedUnexpectedly');
            this.journal.dropUnsent(
              actionId,
              t(cancelled ? 'sandbox.item.notSentCancelled' : 'sandbox.item.notSent'),
            );
            if (!this.journal.awaitsReadBack(actionId))
              this.journal.finish(actionId, cancelled ? 'cancelled' : 'failed', message);
            throw error;
          } finally {
            this.#running.delete(actionId);
            end();
          }
        },
      ),
    );
  }

  async #makeOrders(actionId: string, key: Key, client: SellerClient, ctx: JobContext): Promise<string> {
    const total = this.journal.counts(actionId).total;
    for (const item of this.journal.pending(actionId)) {
      ctx.signal.throwIfAborted();
      ctx.progress(item.n, total, t('sandbox.progress.making', { n: item.n + 1, total }));
      await this.#makeOrder(actionId, item, client, ctx.signal);
    }
    const made = this.journal.madeItems(actionId);
    // Read back: the orders exist, and they are in the cache at once; the sync then brings the rest of the day.
    if (made.length > 0) {
      ctx.progress(total, total, t('sandbox.progress.reading'));
      await this.#parts.cache.storeRead(
        key,
        await client.getShipments('orderItemIds', made, { signal: ctx.signal }),
      );
      await this.#parts.sync();
    }
    return testOrdersSentence(this.journal.counts(actionId), this.journal.firstRefusal(actionId));
  }

  async #makeOrder(
    actionId: string,
    item: PendingItem,
    client: SellerClient,
    signal: AbortSignal,
  ): Promise<void> {
    // Sent before a crash, its answer lost: a test order has no id to read back by, so it is not sent twice.
    if (item.sent) {
      this.journal.answer(actionId, item.n, 'unknown', t('sandbox.item.lost'));
      return;
    }
    const { order } = item.request as { order: TestOrderRequest };
    this.journal.markSent(actionId, item.n);
    try {
      const answer = await client.sandbox.createTestOrder(order, signal);
      this.journal.answer(actionId, item.n, 'done', t('sandbox.item.made'), {
        orderId: answer.orderId,
        orderItemIds: answer.orderItems.map((i) => i.orderItemId),
      });
    } catch (error) {
      if (isOffline(error)) {
        this.journal.unsent(actionId, item.n);
        throw offline(error, 'sandbox.offline.restNotMade');
      }
      if (understood(error)) this.journal.answer(actionId, item.n, 'refused', said(error as AppError));
      else if (!signal.aborted) this.journal.answer(actionId, item.n, 'unknown', t('sandbox.item.noAnswer'));
      else throw error;
    }
  }

  async #steps(actionId: string, key: Key, client: SellerClient, ctx: JobContext): Promise<string> {
    const total = this.journal.counts(actionId).total;
    let done = '';
    for (const item of this.journal.pending(actionId)) {
      ctx.signal.throwIfAborted();
      const id = item.orderItemId ?? '';
      const step = stepOf(item.request as StepRequest, id, {
        client,
        store: (shipments) => this.#parts.cache.storeRead(key, shipments),
        madeAt: this.journal.madeAt(key, id) ?? new Date(0).toISOString(),
        signal: ctx.signal,
      });
      done = step.done;
      ctx.progress(item.n, total, t('sandbox.progress.item', { n: item.n + 1, total }));
      try {
        // Compare and set: read first (also after a crash or a lost answer), send only what is not there yet.
        const before = await step.decide();
        if (before.do === 'send') {
          this.journal.markSent(actionId, item.n);
          try {
            await step.send();
          } catch (error) {
            if (!understood(error)) throw error;
            this.journal.answer(actionId, item.n, 'refused', said(error as AppError));
            continue;
          }
        }
        const after = before.do === 'send' ? await step.decide() : before;
        if (after.do === 'done') this.journal.answer(actionId, item.n, 'done', step.done);
        else if (after.do === 'refuse') this.journal.answer(actionId, item.n, 'refused', after.why);
        else this.journal.answer(actionId, item.n, 'refused', t('sandbox.item.notTaken'));
      } catch (error) {
        if (isOffline(error)) throw offline(error, 'sandbox.offline.restNotSent');
        throw error;
      }
    }
    return stepsSentence(done, this.journal.counts(actionId), this.journal.firstRefusal(actionId));
  }
}
