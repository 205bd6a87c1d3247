import { create } from 'zustand';
import type { Api } from '../../../../shared/ipc/types.ts';
import type { ChangeIntent } from '../../../../shared/my-listings/intents.ts';
import type { ProductOffer } from '../../../../shared/feeds/offers.ts';
import type {
  BuyBoxSettings,
  ChangePreview,
  ChangeResult,
  ChangeSummary,
  MyListingsFilter,
  PriceLimits,
} from '../../../../shared/my-listings/payloads.ts';
import { messageOf } from '../../api/api-error.ts';
import { followActiveProfile } from '../../api/active-profile.ts';
import { apiHolder } from '../../api/api-holder.ts';

export interface MyListingsState {
  search: string;
  /** Grows when the grid's blocks must be read again (a read or a change ended, a new search). */
  gridVersion: number;
  selection: string[];
  /** The change being prepared: its intent and what the preview says; nothing is sent until `send`. */
  pending: { intent: ChangeIntent; preview: ChangePreview } | null;
  /** The profile's changes, newest first (`interrupted`: left running by a crash), and the results of the one shown. */
  changes: (ChangeSummary & { interrupted?: boolean })[];
  results: ChangeResult[];
  readJobId: string | null;
  /**
   * A send, undo or resume asked of the backend and not answered yet: the panel's buttons wait for it, and a second
   * press (a double click) is not a second request, which the backend would refuse as a change still waiting.
   */
  starting: boolean;
  error: string | null;
  /** Only listings whose buy box names another seller; only those with a proposed price. */
  notMine: boolean;
  proposalsOnly: boolean;
  /** Only listings whose stock lasts less than a week at their SKU's sales rate. */
  lowStock: boolean;
  /** A link from Today asked for My listings under its filter, and the Listings screen has not opened it yet. */
  linked: boolean;
  /** The seller's name on offers (set, or Stockroom's guess), once loaded. */
  buyBox: BuyBoxSettings | null;
  /** The buy box shown in detail (with its history), or null. */
  detail: { sku: string; offer: ProductOffer | null } | null;
  /** Subscribes to the backend's events; called once by the app (or a test, with a fake api). */
  init(api: Api): () => void;
  gridFilter(): MyListingsFilter;
  setSearch(search: string): void;
  setSelection(skus: string[]): void;
  /** Reads every listing again (orders, sheet, uploads and `pasted` SKUs): a job. */
  read(pasted?: string[]): Promise<void>;
  preview(intent: ChangeIntent): Promise<void>;
  cancelPreview(): void;
  send(): Promise<void>;
  undo(changeId: string): Promise<void>;
  /** Resumes a change a crash or a lost connection left unfinished: the backend reads back before it sends. */
  resume(changeId: string): Promise<void>;
  loadChanges(): Promise<void>;
  dismissError(): void;
  setNotMine(on: boolean): void;
  setProposalsOnly(on: boolean): void;
  setLowStock(on: boolean): void;
  /** A link from Today: My listings showing just `filter`'s listings (the search and other filters let go). */
  showLinked(filter: Omit<MyListingsFilter, 'search'>): void;
  /** Whether a link from Today is waiting to be shown, once: the Listings screen then opens on My listings. */
  takeLink(): boolean;
  loadBuyBox(): Promise<void>;
  saveSellerName(name: string): Promise<void>;
  /** A SKU's rule: match the buy box less `under` rupees; null removes it. */
  setRule(sku: string, under: number | null): Promise<void>;
  /** A SKU's floor and ceiling (absent: none); limits that could never hold are refused with a sentence. */
  setLimits(sku: string, limits: PriceLimits): Promise<void>;
  /** An edit in place that was not taken: its sentence is shown (null: none) and the grid shows the value kept. */
  refuseEdit(problem: string | null): void;
  showBuyBox(sku: string): Promise<void>;
  closeBuyBox(): void;
  /**
   * The proposals of these SKUs (none given: every proposal) in the preview, old → new; nothing is sent before the
   * seller confirms, so one proposal, a chosen few or all can be sent.
   */
  reviewProposals(skus?: string[]): Promise<void>;
  /**
   * "Set it to … anyway" for a change's stopped rows (`skus`; empty: all of them): a new change made against the
   * values found, previewed like any other; nothing is sent before the seller confirms.
   */
  anyway(changeId: string, skus: string[]): Promise<void>;
}

/** What a profile puts on screen: nothing of it at start, and nothing of the last one after a switch. */
const PROFILE_EMPTY = {
  selection: [],
  pending: null,
  changes: [],
  results: [],
  readJobId: null,
  error: null,
  buyBox: null,
  detail: null,
} satisfies Partial<MyListingsState>;

/** My listings: the grid's search and selection, the change being previewed, and the changes sent. */
export function createMyListingsStore() {
  const backend = apiHolder('my listings');
  return create<MyListingsState>()((set, get) => {
    const fail = (e: unknown) => set({ error: messageOf(e) });
    /** One start call at a time (`starting`): a press while one is out does nothing. */
    const starting = async (call: () => Promise<unknown>): Promise<void> => {
      if (get().starting) return;
      set({ starting: true, error: null });
      try {
        await call();
      } catch (e) {
        fail(e);
      } finally {
        set({ starting: false });
      }
    };
    // Grows when another profile becomes active: an answer to a question asked before is the other profile's.
    let epoch = 0;
    // Jobs seen ending, newest last (bounded): a short read can end before its start call has answered with its id.
    const ended: string[] = [];
    const showResults = async (changeId: string) => {
      set({ results: await backend.get().listingChangeResults({ changeId }) });
    };
    return {
      search: '',
      gridVersion: 0,
      ...PROFILE_EMPTY,
      notMine: false,
      proposalsOnly: false,
      lowStock: false,
      linked: false,
      starting: false,

      init: (api) => {
        backend.set(api);
        // Another profile: nothing of the last one's listings, changes or buy boxes stays on screen.
        const profile = followActiveProfile(api, () => {
          epoch += 1;
          set((s) => ({ gridVersion: s.gridVersion + 1, ...PROFILE_EMPTY }));
          void get().loadChanges();
          void get().loadBuyBox();
        });
        const off = [
          profile.off,
          api.on('listingChangeChanged', (change) => {
            // Another profile's change (one ending after a switch) is not this one's to show, nor to undo here.
            const active = profile.active();
            if (active !== undefined && change.profileId !== active) return;
            set((s) => ({ changes: [change, ...s.changes.filter((c) => c.id !== change.id)] }));
            if (change.state === 'running') return;
            // Ended: the backend read its SKUs again; the grid shows what the marketplace now has.
            set((s) => ({ gridVersion: s.gridVersion + 1 }));
            void showResults(change.id).catch(fail);
          }),
          // A feed sync, a read, a rule or the seller's name changed the buy boxes or the proposals.
          api.on('buyBoxChanged', () => {
            set((s) => ({ gridVersion: s.gridVersion + 1 }));
            void get().loadBuyBox();
          }),
          api.on('jobProgress', (job) => {
            if (job.state === 'running') return;
            ended.push(job.jobId);
            if (ended.length > 20) ended.shift();
            if (job.jobId === get().readJobId)
              set((s) => ({ gridVersion: s.gridVersion + 1, readJobId: null }));
          }),
        ];
        return () => off.forEach((stop) => stop());
      },

      gridFilter: () => ({
        search: get().search,
        notMine: get().notMine,
        proposals: get().proposalsOnly,
        lowStock: get().lowStock,
      }),
      setSearch: (search) => set((s) => ({ search, gridVersion: s.gridVersion + 1, selection: [] })),
      setSelection: (selection) => set({ selection }),

      read: async (pasted = []) => {
        try {
          set({ error: null });
          const { jobId } = await backend.get().readMyListings({ pasted });
          if (ended.includes(jobId)) set((s) => ({ gridVersion: s.gridVersion + 1 }));
          else set({ readJobId: jobId });
        } catch (e) {
          fail(e);
        }
      },

      preview: async (intent) => {
        const asked = epoch;
        try {
          set({ error: null });
          const preview = await backend.get().previewListingChanges({ intent });
          // A preview that lands after a switch is the other profile's: never offered to confirm on this one.
          if (asked === epoch) set({ pending: { intent, preview } });
        } catch (e) {
          fail(e);
        }
      },

      // A cell edited in place shows its new value until the change is sent or dropped: read the blocks again.
      cancelPreview: () => set((s) => ({ pending: null, gridVersion: s.gridVersion + 1 })),

      send: async () => {
        const pending = get().pending;
        if (pending === null) return;
        await starting(async () => {
          // What the preview showed is what is sent: never the intent worked out again from a newer read.
          await backend.get().startListingChanges({
            intent: pending.intent,
            ...(pending.preview.previewId === undefined ? {} : { previewId: pending.preview.previewId }),
          });
          set({ pending: null, results: [] });
        });
      },

      undo: (changeId) => starting(() => backend.get().undoListingChange({ changeId })),

      resume: (changeId) => starting(() => backend.get().resumeListingChange({ changeId })),

      loadChanges: async () => {
        try {
          const changes = await backend.get().listListingChanges({});
          set({ changes });
          const latest = changes[0];
          if (latest !== undefined && latest.state !== 'running') await showResults(latest.id);
        } catch (e) {
          fail(e);
        }
      },

      dismissError: () => set({ error: null }),

      setNotMine: (notMine) => set((s) => ({ notMine, gridVersion: s.gridVersion + 1, selection: [] })),
      setProposalsOnly: (proposalsOnly) =>
        set((s) => ({ proposalsOnly, gridVersion: s.gridVersion + 1, selection: [] })),
      setLowStock: (lowStock) => set((s) => ({ lowStock, gridVersion: s.gridVersion + 1, selection: [] })),
      showLinked: (filter) =>
        set((s) => ({
          search: '',
          notMine: filter.notMine === true,
          proposalsOnly: filter.proposals === true,
          lowStock: filter.lowStock === true,
          linked: true,
          gridVersion: s.gridVersion + 1,
          selection: [],
        })),
      takeLink: () => {
        const linked = get().linked;
        if (linked) set({ linked: false });
        return linked;
      },

      loadBuyBox: async () => {
        try {
          set({ buyBox: await backend.get().buyBoxSettings({}) });
        } catch (e) {
          fail(e);
        }
      },

      saveSellerName: async (sellerName) => {
        try {
          set({ error: null, buyBox: await backend.get().setBuyBoxSellerName({ sellerName }) });
        } catch (e) {
          fail(e);
        }
      },

      setRule: async (sku, under) => {
        try {
          set({ error: null });
          await backend.get().setListingRule(under === null ? { sku } : { sku, under });
        } catch (e) {
          get().refuseEdit(messageOf(e));
        }
      },

      setLimits: async (sku, limits) => {
        try {
          set({ error: null });
          await backend.get().setListingLimits({ sku, ...limits });
        } catch (e) {
          get().refuseEdit(messageOf(e));
        }
      },

      refuseEdit: (problem) => set((s) => ({ error: problem, gridVersion: s.gridVersion + 1 })),

      showBuyBox: async (sku) => {
        try {
          set({ error: null, detail: { sku, offer: await backend.get().listingBuyBox({ sku }) } });
        } catch (e) {
          fail(e);
        }
      },
      closeBuyBox: () => set({ detail: null }),

      reviewProposals: (skus = []) => get().preview({ kind: 'proposals', skus }),
      anyway: (changeId, skus) => get().preview({ kind: 'anyway', changeId, skus }),
    };
  });
}

export const useMyListings = createMyListingsStore();
