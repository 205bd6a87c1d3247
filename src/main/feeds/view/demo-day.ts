import { AppError } from '../../../shared/errors.ts';
import { t } from '../../i18n/backend-language.ts';
import type { DemoDay } from '../../../shared/feeds/view-contract.ts';
import type { WatchedProduct } from '../../../shared/feeds/watch-types.ts';
import { DEMO_PROFILE_ID } from '../../accounts/index.ts';
import type { SliceDeps } from '../../backend/slice-deps.ts';

interface Deps {
  profiles: Pick<SliceDeps['profiles'], 'activeId' | 'resolve'>;
  /** The watchlist of the active profile. */
  watchlist(): WatchedProduct[];
  /** Starts a sync of the category's changes (FeedsService.startSync). */
  syncChanges(category: string): { jobId: string };
  fetch?: typeof fetch;
}

/** How much lower a watched price goes in a simulated day: 6 to 20 %, fixed per product (above the 5 % rule). */
export function dayDrop(productId: string): number {
  let h = 0;
  for (const c of productId) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return 0.06 + (h % 15) / 100;
}

/**
 * "Simulate a day" on the Demo profile: the built-in marketplace's prices move only every six hours of its clock, so
 * a new affiliate would wait that long to see an alert. Through the simulator's admin interface (loopback, beside
 * the Demo's affiliate address) the category gets a day of changes (a bump: some prices and stock move) and each
 * watched product of it a lower price; then a sync of changes brings them in, and its alerts, as a real day would.
 * The Demo's orders are left alone: its clock does not move.
 */
export class DemoDayService {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  /** Whether the active profile is the Demo, whose marketplace this can move. */
  available(): boolean {
    return this.#deps.profiles.activeId() === DEMO_PROFILE_ID;
  }

  async simulate(category: string): Promise<DemoDay> {
    if (!this.available()) throw new AppError('VALIDATION', t('feeds.demo.onlyDemo'));
    const fetchIt = this.#deps.fetch ?? fetch;
    const demo = await this.#deps.profiles.resolve(DEMO_PROFILE_ID);
    const admin = `${demo.affiliateBaseUrl.replace(/\/+$/, '')}/__sim`;
    const post = async (path: string, body: unknown) => {
      const res = await fetchIt(`${admin}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new AppError('SERVER', t('feeds.demo.notMoved', { status: String(res.status) }));
    };
    const listed = (await (await fetchIt(`${admin}/affiliate/categories`)).json()) as {
      categories: { name: string; code: string }[];
    };
    const code = listed.categories.find((c) => c.name === category)?.code;
    if (code === undefined)
      throw new AppError('NOT_FOUND', t('feeds.demo.noCategory', { category }), { category });
    await post(`/affiliate/categories/${code}/bump`, {});
    let lowered = 0;
    for (const w of this.#deps.watchlist()) {
      if (w.category !== category || w.removed || w.sellingPrice === null) continue;
      const price = Math.max(1, Math.floor(w.sellingPrice * (1 - dayDrop(w.productId))));
      if (price >= w.sellingPrice) continue;
      await post(`/affiliate/categories/${code}/reprice`, { productId: w.productId, sellingPrice: price });
      lowered++;
    }
    return { lowered, ...this.#deps.syncChanges(category) };
  }
}
