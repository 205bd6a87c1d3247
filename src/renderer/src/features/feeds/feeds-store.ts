import { create } from 'zustand';
import type {
  FeedCategoryView,
  FeedProductFilter,
  FeedSettings,
  FeedSortColumn,
} from '../../../../shared/feeds/types.ts';
import type { GridSort } from '../../../../shared/grid/block.ts';
import type { Api } from '../../../../shared/ipc/types.ts';
import { messageOf } from '../../api/api-error.ts';
import { followActiveProfile } from '../../api/active-profile.ts';
import { apiHolder } from '../../api/api-holder.ts';
import { t } from '../../i18n/index.ts';

export interface FeedsState {
  categories: FeedCategoryView[];
  settings: FeedSettings;
  loaded: boolean;
  busy: boolean;
  error: string | null;
  /** The category whose products the grid shows, or ALL_CATEGORIES: every stored one at once. */
  selected: string | null;
  filter: FeedProductFilter;
  /** The grid's sort: kept here, so that a refresh, a sync or an export sees the sort the grid shows. */
  sort: GridSort<FeedSortColumn>[];
  /** Grows by one when the sort is set from outside the grid (a category change dropping a column's sort). */
  sortVersion: number;
  /** The product whose detail is open. */
  product: ProductKey | null;
  /**
   * The products ticked in the grid (the grid owns the ticks and reports them here), for "Export links for N
   * selected". A new category, search or filter starts a new selection; a sort, a scroll or a sync keeps it.
   */
  selection: ProductKey[];
  /** Bumped whenever the grid should read its blocks again. */
  gridVersion: number;
  /** The profile is the Demo: "Simulate a day" is offered. */
  demo: boolean;
  /** Subscribes to the backend's events; called once by the app (or a test, with a fake api). */
  init(api: Api): () => void;
  load(): Promise<void>;
  refresh(): Promise<void>;
  saveSettings(settings: FeedSettings): Promise<void>;
  select(category: string): void;
  setFilter(filter: FeedProductFilter): void;
  setSort(sort: GridSort<FeedSortColumn>[]): void;
  setSelection(selection: ProductKey[]): void;
  /** What the grid and the export ask the backend for: the filter with the category on screen. */
  gridFilter(): FeedProductFilter;
  /** Opens a product of the category on screen, or of `category` (a row of the all-categories grid). */
  openProduct(productId: string | null, category?: string): void;
  sync(mode: 'full' | 'delta'): Promise<void>;
  /** Demo only: a day of price changes on the built-in marketplace, then a sync of them; answers a sentence. */
  simulateDay(): Promise<string | null>;
  reloadGrid(): void;
}

/** A product of a category: a row of the grid. */
export interface ProductKey {
  category: string;
  productId: string;
}

/** The directory entry that shows every stored category's products in one grid. */
export const ALL_CATEGORIES = '*';

/** What the screen holds of a profile, as before anything of it is read. */
const PROFILE_EMPTY = {
  categories: [],
  loaded: false,
  error: null,
  selected: null,
  filter: {},
  product: null,
  selection: [],
  demo: false,
} satisfies Partial<FeedsState>;

/** How often, at most, a running sync's counts are read again. */
const COUNTS_EVERY_MS = 1000;

/** The Feeds screen's state and what it does, over the `api` given to `init`. */
export function createFeedsStore() {
  const backend = apiHolder('feeds');
  /** Counts and sync states change while a sync stores pages (read again at most once a second). */
  let pending: ReturnType<typeof setTimeout> | undefined;
  /** A sync stored pages of the category on screen since the grid last read: it reads again with the counts. */
  let gridBehind = false;
  /** The grid shows what `selected` names: a change of it (the first category picked on load) reads it again. */
  const selecting = (s: FeedsState, selected: string | null) =>
    selected === s.selected ? {} : { selected, gridVersion: s.gridVersion + 1 };
  return create<FeedsState>()((set, get) => {
    const onScreen = (category: string) => {
      const selected = get().selected;
      return category === selected || selected === ALL_CATEGORIES;
    };
    const readCounts = () => {
      pending = undefined;
      void backend
        .get()
        .feedDirectory()
        .then(({ categories }) => {
          set({ categories });
          // The list's "stored" and the grid's count are read together, so they say the same.
          if (gridBehind) {
            gridBehind = false;
            get().reloadGrid();
          }
        })
        .catch(() => undefined);
    };
    /** Keeps the category and search for the next start (per profile, on the backend); a failure costs only that. */
    const saveView = () => {
      const { selected, filter } = get();
      void backend
        .get()
        .saveFeedView({ category: selected, search: filter.search ?? '' })
        .catch(() => undefined);
    };
    return {
      categories: [],
      settings: { format: 'json', variant: 'v1.1.0', inStockOnly: false },
      loaded: false,
      busy: false,
      error: null,
      selected: null,
      filter: {},
      sort: [],
      sortVersion: 0,
      product: null,
      selection: [],
      gridVersion: 0,
      demo: false,
      init: (api) => {
        backend.set(api);
        // Another profile: nothing of the last one's directory, grid or product stays (the Feeds screen stays drawn
        // while hidden, app/kept-screens.ts); once read, its own directory is read and its category picked again.
        const profile = followActiveProfile(api, () => {
          clearTimeout(pending);
          pending = undefined;
          gridBehind = false;
          const wasLoaded = get().loaded;
          set((s) => ({ ...PROFILE_EMPTY, gridVersion: s.gridVersion + 1 }));
          if (wasLoaded) void get().load();
        });
        const off = [
          profile.off,
          // The grid reloads when a sync of its category ends.
          api.on('feedsChanged', (change) => {
            if (change.ended) {
              clearTimeout(pending);
              if (onScreen(change.category)) {
                gridBehind = false;
                get().reloadGrid();
              }
              readCounts();
            } else {
              if (onScreen(change.category)) gridBehind = true;
              pending ??= setTimeout(readCounts, COUNTS_EVERY_MS);
            }
          }),
          api.onReconnect(() => {
            readCounts();
            get().reloadGrid();
          }),
        ];
        return () => {
          clearTimeout(pending);
          off.forEach((unsubscribe) => unsubscribe());
        };
      },
      load: async () => {
        try {
          const [{ categories, settings }, view] = await Promise.all([
            backend.get().feedDirectory(),
            // The view is a comfort: without it the screen opens on the first category, as before.
            backend
              .get()
              .feedView({})
              .catch(() => null),
          ]);
          set({ categories, settings, loaded: true, error: null, demo: view?.demo ?? false });
          // A first visit has no directory yet: fetch it, so a new user sees categories at once.
          if (categories.length === 0) await get().refresh();
          else if (get().selected === null) {
            // Where the affiliate left off (kept per profile), when that category is still there.
            const kept =
              view?.category === ALL_CATEGORIES ||
              categories.some((c) => c.hasFeed && c.name === view?.category)
                ? (view?.category ?? null)
                : null;
            set((s) => ({
              ...selecting(s, kept ?? categories.find((c) => c.hasFeed)?.name ?? null),
              ...(view?.search ? { filter: { ...s.filter, search: view.search } } : {}),
            }));
          }
        } catch (error) {
          set({ loaded: true, error: messageOf(error) });
        }
      },
      refresh: async () => {
        set({ busy: true });
        try {
          const { categories, settings } = await backend.get().refreshFeedDirectory();
          const selected = get().selected ?? categories.find((c) => c.hasFeed)?.name ?? null;
          set((s) => ({ categories, settings, busy: false, error: null, ...selecting(s, selected) }));
        } catch (error) {
          set({ busy: false, error: messageOf(error) });
        }
      },
      saveSettings: async (settings) => {
        const previous = get().settings.format;
        try {
          const saved = await backend.get().saveFeedSettings(settings);
          set({ settings: saved, error: null });
          // Links in another format come from a fresh directory.
          if (saved.format !== previous) await get().refresh();
        } catch (error) {
          set({ error: messageOf(error) });
        }
      },
      select: (category) => {
        set((s) => {
          // One category's grid has no category column: neither its filter nor its sort stays.
          const all = category === ALL_CATEGORIES;
          const sort = all ? s.sort : s.sort.filter((c) => c.colId !== 'category');
          return {
            selected: category,
            product: null,
            selection: [],
            filter: all ? s.filter : { ...s.filter, category: undefined },
            gridVersion: s.gridVersion + 1,
            ...(sort.length === s.sort.length ? {} : { sort, sortVersion: s.sortVersion + 1 }),
          };
        });
        saveView();
      },
      setFilter: (filter) => {
        set((s) => ({
          filter,
          // Ticks are of the list on screen: another list starts a new selection (the same one applied again not).
          ...(sameFilter(filter, s.filter) ? {} : { selection: [] }),
          gridVersion: s.gridVersion + 1,
        }));
        saveView();
      },
      setSort: (sort) => set({ sort }),
      // An empty selection stays the same array: the grid clears its ticks on a change to empty, once.
      setSelection: (selection) =>
        set((s) => (selection.length === 0 && s.selection.length === 0 ? s : { selection })),
      gridFilter: () => {
        const { filter, selected } = get();
        if (selected === ALL_CATEGORIES || selected === null) return filter;
        return { ...filter, category: selected };
      },
      openProduct: (productId, category = get().selected ?? undefined) => {
        set({
          product:
            productId === null || category === undefined || category === ALL_CATEGORIES
              ? null
              : { category, productId },
        });
      },
      sync: async (mode) => {
        const category = get().selected;
        if (category === null || category === ALL_CATEGORIES) return;
        try {
          await backend.get().startFeedSync({ category, mode });
          set({ error: null });
        } catch (error) {
          set({ error: messageOf(error) });
        }
      },
      simulateDay: async () => {
        const category = get().selected;
        if (category === null || category === ALL_CATEGORIES || !get().demo) return null;
        try {
          const { lowered } = await backend.get().simulateDemoDay({ category });
          set({ error: null });
          return lowered === 0 ? t('feeds.demo.dayNone') : t('feeds.demo.dayFell', { count: lowered });
        } catch (error) {
          set({ error: messageOf(error) });
          return null;
        }
      },
      reloadGrid: () => set((s) => ({ gridVersion: s.gridVersion + 1 })),
    };
  });
}

export const useFeeds = createFeedsStore();

/** The same filter, whatever the order of its fields and with unset fields left out. */
function sameFilter(a: FeedProductFilter, b: FeedProductFilter): boolean {
  const text = (f: FeedProductFilter) =>
    JSON.stringify(
      Object.entries(f)
        .filter(([, v]) => v !== undefined && v !== '')
        .sort(([x], [y]) => x.localeCompare(y)),
    );
  return text(a) === text(b);
}
