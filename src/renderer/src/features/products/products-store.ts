import { create } from 'zustand';
import type { Api } from '../../../../shared/ipc/types.ts';
import type { ProductField, ProductRecord } from '../../../../shared/products/product-record.ts';
import { editProblem } from '../../../../shared/products/product-sources.ts';
import { t } from '../../i18n/index.ts';
import { messageOf } from '../../api/api-error.ts';
import { apiHolder } from '../../api/api-holder.ts';

export interface ProductsState {
  records: ProductRecord[];
  loaded: boolean;
  /** The SKU whose record is open for editing, or null. */
  open: string | null;
  error: string | null;
  /** What the last save did, in one sentence. */
  saved: string | null;
  init(api: Api): () => void;
  load(): Promise<void>;
  openRecord(sku: string | null): void;
  /** Saves the fields the seller changed ('' takes an edit back); answers whether every one was saved. */
  save(sku: string, changes: Partial<Record<ProductField, string>>): Promise<boolean>;
}

/** The product records of the active seller account, read when the Products screen opens and after a switch. */
export function createProductsStore() {
  const backend = apiHolder('products');
  return create<ProductsState>()((set, get) => ({
    records: [],
    loaded: false,
    open: null,
    error: null,
    saved: null,
    init: (api) => {
      backend.set(api);
      const off = api.on('profilesChanged', () => {
        set({ open: null, saved: null });
        if (get().loaded) void get().load();
      });
      return off;
    },
    load: async () => {
      try {
        set({ records: await backend.get().productRecords({}), loaded: true, error: null });
      } catch (error) {
        set({ error: messageOf(error), loaded: true });
      }
    },
    openRecord: (sku) => set({ open: sku, error: null, saved: null }),
    save: async (sku, changes) => {
      const entries = Object.entries(changes) as [ProductField, string][];
      const problem = entries.map(([field, value]) => editProblem(field, value, t)).find((p) => p !== null);
      if (problem) {
        set({ error: problem, saved: null });
        return false;
      }
      try {
        let record: ProductRecord | undefined;
        for (const [field, value] of entries)
          record = await backend.get().editProduct({ sku, field, value: value.trim() });
        if (record !== undefined) {
          const kept = record;
          set((s) => ({ records: s.records.map((r) => (r.sku === sku ? kept : r)) }));
        }
        const n = entries.length;
        set({
          error: null,
          saved: n === 0 ? t('products.saved.nothing') : t('products.saved.count', { count: n, sku }),
        });
        return true;
      } catch (error) {
        set({ error: messageOf(error), saved: null });
        return false;
      }
    },
  }));
}

export const useProducts = createProductsStore();
