import { create } from 'zustand';
import { localTimeZone } from '../../../../shared/shipments/time-zone.ts';
import type { FeedProductFilter, FeedProductQuery } from '../../../../shared/feeds/types.ts';
import type {
  CategoryDrops,
  PriceAlert,
  PriceAlertsFound,
  SubIds,
  WatchedProduct,
} from '../../../../shared/feeds/watch-types.ts';
import { subIdProblem } from '../../../../shared/feeds/feed-words.ts';
import type { Api } from '../../../../shared/ipc/types.ts';
import { messageOf } from '../../api/api-error.ts';
import { apiHolder } from '../../api/api-holder.ts';
import { t } from '../../i18n/index.ts';

/** The key of a product on the watchlist: category and product id. */
export const watchKey = (category: string, productId: string): string => `${category}\n${productId}`;

export interface WatchState {
  watchlist: WatchedProduct[];
  /** `watchKey`s of the watchlist, for the grid's stars. */
  watched: ReadonlySet<string>;
  alerts: PriceAlert[];
  drops: CategoryDrops | null;
  dropPercent: number;
  /** The sub-ids of the next link (the last used, as the backend remembers them). */
  subIds: SubIds;
  /** The last "price drops found" of a sync, until dismissed (a toast in the browser). */
  notice: PriceAlertsFound | null;
  error: string | null;
  /** The Feeds screen shows the price drops rather than the products. */
  dropsShown: boolean;
  showDrops(shown: boolean): void;
  init(api: Api): () => void;
  load(): Promise<void>;
  loadDrops(category: string): Promise<void>;
  toggle(category: string, productId: string): Promise<void>;
  setTarget(category: string, productId: string, targetPrice: number | null): Promise<void>;
  saveDropPercent(dropPercent: number): Promise<void>;
  setSubIds(subIds: SubIds): void;
  /** The link of one product with the sub-ids; null (and `error` set) when it cannot be built. */
  link(category: string, productId: string): Promise<string | null>;
  exportLinks(
    filter: FeedProductFilter,
    sort: FeedProductQuery['sort'],
    productIds?: string[],
  ): Promise<{ csv: string; rows: number; fileName: string } | null>;
  dismissNotice(): void;
}

/** The watchlist, its alerts and the affiliate's link sub-ids, over the `api` given to `init`. */
export function createWatchStore() {
  const backend = apiHolder('watchlist');
  return create<WatchState>()((set, get) => {
    const fail = (error: unknown) => set({ error: messageOf(error) });
    const setList = (watchlist: WatchedProduct[]) =>
      set({ watchlist, watched: new Set(watchlist.map((w) => watchKey(w.category, w.productId))) });
    return {
      watchlist: [],
      watched: new Set(),
      alerts: [],
      drops: null,
      dropPercent: 5,
      subIds: { subId1: '', subId2: '' },
      notice: null,
      error: null,
      dropsShown: false,
      showDrops: (dropsShown) => set({ dropsShown }),
      init: (api) => {
        backend.set(api);
        const off = [
          api.on('watchlistChanged', () => void get().load()),
          api.on('priceAlertsFound', (notice) => set({ notice })),
          api.onReconnect(() => void get().load()),
        ];
        return () => off.forEach((unsubscribe) => unsubscribe());
      },
      load: async () => {
        try {
          const api = backend.get();
          const [watchlist, alerts, settings, subIds] = await Promise.all([
            api.watchlist({}),
            api.priceAlerts({ limit: 200 }),
            api.watchSettings({}),
            api.lastSubIds({}),
          ]);
          setList(watchlist);
          set({ alerts, dropPercent: settings.dropPercent, subIds, error: null });
        } catch (error) {
          fail(error);
        }
      },
      loadDrops: async (category) => {
        try {
          set({ drops: await backend.get().categoryDrops({ category, limit: 50 }) });
        } catch (error) {
          fail(error);
        }
      },
      toggle: async (category, productId) => {
        const api = backend.get();
        try {
          if (get().watched.has(watchKey(category, productId)))
            await api.unwatchProduct({ category, productId });
          else await api.watchProduct({ category, productId, targetPrice: null });
          setList(await api.watchlist({}));
          set({ error: null });
        } catch (error) {
          fail(error);
        }
      },
      setTarget: async (category, productId, targetPrice) => {
        const api = backend.get();
        try {
          await api.watchProduct({ category, productId, targetPrice });
          setList(await api.watchlist({}));
          set({ error: null });
        } catch (error) {
          fail(error);
        }
      },
      saveDropPercent: async (dropPercent) => {
        try {
          const saved = await backend.get().saveWatchSettings({ dropPercent });
          set({ dropPercent: saved.dropPercent, error: null });
        } catch (error) {
          fail(error);
        }
      },
      setSubIds: (subIds) => set({ subIds }),
      link: async (category, productId) => {
        const problem = subIdsProblem(get().subIds);
        if (problem !== null) {
          set({ error: problem });
          return null;
        }
        try {
          const { url } = await backend.get().affiliateLink({ category, productId, ...get().subIds });
          set({ error: null });
          return url;
        } catch (error) {
          fail(error);
          return null;
        }
      },
      exportLinks: async (filter, sort, productIds) => {
        const problem = subIdsProblem(get().subIds);
        if (problem !== null) {
          set({ error: problem });
          return null;
        }
        try {
          const result = await backend.get().exportAffiliateLinks({
            filter,
            sort,
            ...get().subIds,
            ...(productIds ? { productIds } : {}),
            timeZone: localTimeZone(),
          });
          set({ error: null });
          return result;
        } catch (error) {
          fail(error);
          return null;
        }
      },
      dismissNotice: () => set({ notice: null }),
    };
  });
}

export const useWatch = createWatchStore();

/** The first sentence about a sub-id that cannot go in a link, before asking the backend (which checks again). */
export function subIdsProblem(subIds: SubIds): string | null {
  return subIdProblem('subId1', subIds.subId1, t) ?? subIdProblem('subId2', subIds.subId2, t);
}
