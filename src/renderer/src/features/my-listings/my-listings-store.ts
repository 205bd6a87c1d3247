import { create } from 'zustand';
import type { Api } from '../../../../shared/ipc/types.ts';
import type { ChangeIntent } from '../../../../shared/my-listings/intents.ts';
import type {
  ChangePreview,
  ChangeResult,
  ChangeSummary,
  MyListingsFilter,
} from '../../../../shared/my-listings/payloads.ts';
import { messageOf } from '../../api/api-error.ts';
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
  error: string | null;
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
}

/** My listings: the grid's search and selection, the change being previewed, and the changes sent. */
export function createMyListingsStore() {
  const backend = apiHolder('my listings');
  return create<MyListingsState>()((set, get) => {
    const fail = (e: unknown) => set({ error: messageOf(e) });
    const showResults = async (changeId: string) => {
      set({ results: await backend.get().listingChangeResults({ changeId }) });
    };
    return {
      search: '',
      gridVersion: 0,
      selection: [],
      pending: null,
      changes: [],
      results: [],
      readJobId: null,
      error: null,

      init: (api) => {
        backend.set(api);
        const off = [
          api.on('listingChangeChanged', (change) => {
            set((s) => ({ changes: [change, ...s.changes.filter((c) => c.id !== change.id)] }));
            if (change.state === 'running') return;
            // Ended: the backend read its SKUs again; the grid shows what the marketplace now has.
            set((s) => ({ gridVersion: s.gridVersion + 1 }));
            void showResults(change.id).catch(fail);
          }),
          api.on('jobProgress', (job) => {
            if (job.jobId === get().readJobId && job.state !== 'running')
              set((s) => ({ gridVersion: s.gridVersion + 1, readJobId: null }));
          }),
        ];
        return () => off.forEach((stop) => stop());
      },

      gridFilter: () => ({ search: get().search }),
      setSearch: (search) => set((s) => ({ search, gridVersion: s.gridVersion + 1, selection: [] })),
      setSelection: (selection) => set({ selection }),

      read: async (pasted = []) => {
        try {
          set({ error: null });
          const { jobId } = await backend.get().readMyListings({ pasted });
          set({ readJobId: jobId });
        } catch (e) {
          fail(e);
        }
      },

      preview: async (intent) => {
        try {
          set({ error: null });
          const preview = await backend.get().previewListingChanges({ intent });
          set({ pending: { intent, preview } });
        } catch (e) {
          fail(e);
        }
      },

      // A cell edited in place shows its new value until the change is sent or dropped: read the blocks again.
      cancelPreview: () => set((s) => ({ pending: null, gridVersion: s.gridVersion + 1 })),

      send: async () => {
        const pending = get().pending;
        if (pending === null) return;
        try {
          set({ error: null });
          await backend.get().startListingChanges({ intent: pending.intent });
          set({ pending: null, results: [] });
        } catch (e) {
          fail(e);
        }
      },

      undo: async (changeId) => {
        try {
          set({ error: null });
          await backend.get().undoListingChange({ changeId });
        } catch (e) {
          fail(e);
        }
      },

      resume: async (changeId) => {
        try {
          set({ error: null });
          await backend.get().resumeListingChange({ changeId });
        } catch (e) {
          fail(e);
        }
      },

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
    };
  });
}

export const useMyListings = createMyListingsStore();
