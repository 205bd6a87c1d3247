import { AppError } from '../../../shared/errors.ts';
import type { LocationNames } from '../../../shared/locations/location-names.ts';
import { isOffline } from '../../../shared/marketplace/offline.ts';
import type { RestockItem, RestockStarted } from '../../../shared/returns/receive-payloads.ts';
import { restockPlan, type RestockPreview, type RestockReturn } from '../../../shared/returns/restock.ts';
import { t } from '../../i18n/backend-language.ts';
import type { StockOffer } from '../../my-listings/index.ts';
import type { RestockRepository } from './restock-repository.ts';
import type { ReturnFacts, ReturnKey } from './return-facts.ts';

export interface RestockServiceDeps {
  repo: RestockRepository;
  facts: ReturnFacts;
  /** My listings' stock: the read and the journaled change (compare and set, one change per SKU at a time). */
  stock: StockOffer;
  /** The seller's names of locations, for the preview. */
  names?(): Promise<LocationNames>;
}

/**
 * Returns received as good, back in stock: a preview from the stock read now ("MUG-1: stock 4 → 6"), then one
 * stock change through My listings' journal whose transaction also writes which returns it carries. A return rides
 * on one change only, so a second click, a second window or a restart never adds its quantity twice; the change's
 * own read-back and compare and set see that each SKU moves once even across a crash.
 */
export class RestockService {
  readonly #deps: RestockServiceDeps;

  constructor(deps: RestockServiceDeps) {
    this.#deps = deps;
  }

  /** Every return received as good: waiting, on its way, or back in stock. */
  items(key: ReturnKey): RestockItem[] {
    this.settle(key);
    const waiting = this.#waiting(key).map((r): RestockItem => ({
      ...r,
      state: 'to-restock',
      changeId: null,
      words:
        r.sku === null || r.locationId === null ? t('returns.restock.byHand') : t('returns.restock.waiting'),
    }));
    const sent = this.#deps.repo.list(key).map((r): RestockItem => ({
      returnId: r.returnId,
      sku: r.sku,
      quantity: r.quantity,
      locationId: r.locationId,
      state: r.state,
      changeId: r.changeId,
      words: r.state === 'sending' ? t('returns.restock.sending', { sku: r.sku }) : r.words,
    }));
    return [...waiting, ...sent];
  }

  /** What putting every waiting return back in stock would do, from each SKU's stock read now. */
  async preview(key: ReturnKey, signal?: AbortSignal): Promise<RestockPreview> {
    this.settle(key);
    const waiting = this.#waiting(key);
    const skus = [...new Set(waiting.flatMap((r) => (r.sku === null ? [] : [r.sku])))];
    let listings;
    try {
      listings = skus.length === 0 ? [] : await this.#deps.stock.readStock(key.profileId, skus, signal);
    } catch (error) {
      if (error instanceof AppError && isOffline(error))
        throw new AppError(error.code, t('returns.restock.offline', { error: error.message }), error.details);
      throw error;
    }
    return restockPlan(waiting, listings, await this.#names(), t).preview;
  }

  /**
   * Sends the previewed returns (`returnIds`) back to stock, against the stock the preview read. A return that is
   * no longer waiting (put back meanwhile, from this window or another) refuses the whole, in a sentence.
   */
  async start(key: ReturnKey, returnIds: readonly string[]): Promise<RestockStarted> {
    this.settle(key);
    const waiting = new Map(this.#waiting(key).map((r) => [r.returnId, r]));
    const gone = returnIds.filter((id) => !waiting.has(id));
    if (gone.length > 0) throw taken(gone);
    const chosen = returnIds.map((id) => waiting.get(id)!);
    const skus = [...new Set(chosen.flatMap((r) => (r.sku === null ? [] : [r.sku])))];
    const plan = restockPlan(chosen, this.#deps.stock.lastRead(key.profileId, skus), await this.#names(), t);
    const lines = plan.preview.lines.filter((l) => l.problem === null);
    if (lines.length === 0) throw new AppError('VALIDATION', plan.preview.confirm);
    const started = await this.#deps.stock.startStock(key.profileId, plan.edits, (changeId, sent) => {
      const carried = lines
        .filter((l) => sent.includes(l.sku))
        .flatMap((l) =>
          l.returnIds.map((returnId) => ({
            ...waiting.get(returnId)!,
            sku: l.sku,
            locationId: l.locationId,
          })),
        );
      if (!this.#deps.repo.claim(key, changeId, carried)) throw taken(carried.map((c) => c.returnId));
    });
    const units = lines.reduce((n, l) => n + l.quantity, 0);
    const skuCount = new Set(lines.map((l) => l.sku)).size;
    return {
      changeId: started.changeId,
      jobId: started.jobId,
      sentence: t('returns.restock.started', { units, skus: skuCount }),
    };
  }

  /** Records the outcome of every restock whose change has answered for its SKU; true when one changed. */
  settle(key: ReturnKey): boolean {
    const sending = this.#deps.repo.list(key, 'sending');
    const outcomes = new Map<string, { state: 'restocked' | 'unsure'; words: string } | null>();
    const byChange = new Map<string, ReturnType<StockOffer['outcomes']>>();
    for (const r of sending) {
      if (!byChange.has(r.changeId)) byChange.set(r.changeId, this.#deps.stock.outcomes(r.changeId));
      const outcome = byChange.get(r.changeId)?.get(r.sku);
      if (outcome === 'open') continue;
      if (outcome === 'done')
        outcomes.set(r.returnId, {
          state: 'restocked',
          words: t('returns.restock.restocked', { quantity: r.quantity, sku: r.sku }),
        });
      else if (outcome === 'unsure')
        outcomes.set(r.returnId, {
          state: 'unsure',
          words: t('returns.restock.unsure', { sku: r.sku }),
        });
      // Refused, stopped on a stock that moved meanwhile, or never sent: waiting again, and previewed afresh.
      else outcomes.set(r.returnId, null);
    }
    if (outcomes.size > 0) this.#deps.repo.settle(key, outcomes);
    return outcomes.size > 0;
  }

  #waiting(key: ReturnKey): RestockReturn[] {
    const ids = this.#deps.repo.toRestock(key);
    const facts = this.#deps.facts.find(key, ids);
    return ids.flatMap((returnId) => {
      const f = facts.get(returnId);
      return f === undefined
        ? []
        : [{ returnId, sku: f.sku, locationId: f.locationId, quantity: f.quantity }];
    });
  }

  async #names(): Promise<LocationNames> {
    return (await this.#deps.names?.()) ?? {};
  }
}

const taken = (returnIds: readonly string[]) =>
  new AppError(
    'VALIDATION',
    returnIds.length === 1
      ? t('returns.restock.takenOne', { returnId: returnIds[0] })
      : t('returns.restock.taken', { count: returnIds.length }),
    { returnIds: [...returnIds] },
  );
