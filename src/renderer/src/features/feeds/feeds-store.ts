import { create } from 'zustand';
import type { FeedCategoryView, FeedProductFilter, FeedSettings } from '../../../../shared/feeds/types.ts';
import { api, messageOf } from '../../api/index.ts';

interface FeedsState {
  categories: FeedCategoryView[];
  settings: FeedSettings;
  loaded: boolean;
  busy: boolean;
  error: string | null;
  /** The category whose products the grid shows. */
  selected: string | null;
  filter: FeedProductFilter;
  /** The product whose detail is open. */
  product: { category: string; productId: string } | null;
  /** Bumped whenever the grid should read its blocks again. */
  gridVersion: number;
  load(): Promise<void>;
  refresh(): Promise<void>;
  saveSettings(settings: FeedSettings): Promise<void>;
  select(category: string): void;
  setFilter(filter: FeedProductFilter): void;
  openProduct(productId: string | null): void;
  sync(mode: 'full' | 'delta'): Promise<void>;
  reloadGrid(): void;
}

export const useFeeds = create<FeedsState>((set, get) => ({
  categories: [],
  settings: { format: 'json', variant: 'v1.1.0', inStockOnly: false },
  loaded: false,
  busy: false,
  error: null,
  selected: null,
  filter: {},
  product: null,
  gridVersion: 0,
  load: async () => {
    try {
      const { categories, settings } = await api.feedDirectory();
      set({ categories, settings, loaded: true, error: null });
      // A first visit has no directory yet: fetch it, so a new user sees categories at once.
      if (categories.length === 0) await get().refresh();
      else if (get().selected === null) set({ selected: categories.find((c) => c.hasFeed)?.name ?? null });
    } catch (error) {
      set({ loaded: true, error: messageOf(error) });
    }
  },
  refresh: async () => {
    set({ busy: true });
    try {
      const { categories, settings } = await api.refreshFeedDirectory();
      const selected = get().selected ?? categories.find((c) => c.hasFeed)?.name ?? null;
      set({ categories, settings, selected, busy: false, error: null });
    } catch (error) {
      set({ busy: false, error: messageOf(error) });
    }
  },
  saveSettings: async (settings) => {
    const previous = get().settings.format;
    try {
      const saved = await api.saveFeedSettings(settings);
      set({ settings: saved, error: null });
      // Links in another format come from a fresh directory.
      if (saved.format !== previous) await get().refresh();
    } catch (error) {
      set({ error: messageOf(error) });
    }
  },
  select: (category) => set((s) => ({ selected: category, product: null, gridVersion: s.gridVersion + 1 })),
  setFilter: (filter) => set((s) => ({ filter, gridVersion: s.gridVersion + 1 })),
  openProduct: (productId) => {
    const category = get().selected;
    set({ product: productId === null || category === null ? null : { category, productId } });
  },
  sync: async (mode) => {
    const category = get().selected;
    if (category === null) return;
    try {
      await api.startFeedSync({ category, mode });
      set({ error: null });
    } catch (error) {
      set({ error: messageOf(error) });
    }
  },
  reloadGrid: () => set((s) => ({ gridVersion: s.gridVersion + 1 })),
}));

/** Counts and sync states change while a sync stores pages (read again at most once a second); the grid reloads when a sync ends. */
let pending: ReturnType<typeof setTimeout> | undefined;
const readCounts = () => {
  pending = undefined;
  void api
    .feedDirectory()
    .then(({ categories }) => useFeeds.setState({ categories }))
    .catch(() => undefined);
};
api.on('feedsChanged', (change) => {
  if (change.ended) {
    clearTimeout(pending);
    readCounts();
    if (change.category === useFeeds.getState().selected) useFeeds.getState().reloadGrid();
  } else pending ??= setTimeout(readCounts, 1000);
});
api.onReconnect(() => {
  readCounts();
  useFeeds.getState().reloadGrid();
});
