import { create } from 'zustand';
import type { Api } from '../../../../shared/ipc/types.ts';
import type { ChangeResult, ChangeSummary } from '../../../../shared/my-listings/payloads.ts';
import type { ClaimRow } from '../../../../shared/returns/claims.ts';
import type { RestockItem } from '../../../../shared/returns/receive-payloads.ts';
import type { ReceivableReturn, ReceiptInput } from '../../../../shared/returns/receipt.ts';
import type { RestockPreview } from '../../../../shared/returns/restock.ts';
import { messageOf } from '../../api/api-error.ts';
import { apiHolder } from '../../api/api-holder.ts';

/** The restock sent last: its change (My listings' journal), its job, and each SKU's answer in words. */
interface SentRestock {
  changeId: string;
  jobId: string;
  sentence: string;
  change: ChangeSummary | null;
  results: ChangeResult[];
}

export interface ReceiveState {
  toReceive: ReceivableReturn[];
  restock: RestockItem[];
  claims: ClaimRow[];
  /** The last thing done, in a sentence ("Return R-1 received as good: …"), or why it was refused. */
  done: string | null;
  error: string | null;
  /** The restock's preview while the seller looks at it; null otherwise. */
  preview: RestockPreview | null;
  busy: boolean;
  sent: SentRestock | null;
  init(api: Api): () => void;
  /** A panel on screen: read now, and again on every change while one is shown. Answers its hide. */
  show(): () => void;
  load(): Promise<void>;
  /** Records a receipt; answers whether it was kept. */
  receive(input: ReceiptInput): Promise<boolean>;
  previewRestock(): Promise<void>;
  dropPreview(): void;
  startRestock(): Promise<void>;
  fileClaim(returnId: string): Promise<void>;
}

/** Receiving returns, putting good ones back in stock and the claims of the others, for the active account. */
export function createReceiveStore() {
  const backend = apiHolder('receive');
  return create<ReceiveState>()((set, get) => {
    // Read only while a panel shows it: at start the backend is busy and the window's few connections are for the
    // first screen.
    let shown = 0;
    const reload = () => {
      if (shown > 0) void get().load();
    };
    const fail = (error: unknown) => set({ error: messageOf(error), done: null, busy: false });
    const readResults = async (change: ChangeSummary) => {
      const sent = get().sent;
      if (sent === null || sent.changeId !== change.id) return;
      const results =
        change.state === 'running' ? [] : await backend.get().listingChangeResults({ changeId: change.id });
      set({ sent: { ...sent, change, results } });
    };
    return {
      toReceive: [],
      restock: [],
      claims: [],
      done: null,
      error: null,
      preview: null,
      busy: false,
      sent: null,
      init: (api) => {
        backend.set(api);
        const off = [
          api.on('returnReceiptsChanged', reload),
          // A sync brought returns that arrived meanwhile.
          api.on('returnsChanged', reload),
          api.on('listingChangeChanged', (change) => void readResults(change).catch(fail)),
          // Another profile or account: nothing of the last one's receipts, preview or restock stays on screen.
          api.on('profilesChanged', () => {
            set({ preview: null, sent: null, done: null, error: null });
            reload();
          }),
          api.onReconnect(reload),
        ];
        return () => off.forEach((unsubscribe) => unsubscribe());
      },
      show: () => {
        shown++;
        void get().load();
        return () => {
          shown--;
        };
      },
      load: async () => {
        try {
          const api = backend.get();
          const [toReceive, restock, claims] = await Promise.all([
            api.returnsToReceive({}),
            api.returnsToRestock({}),
            api.returnClaims({}),
          ]);
          set({ toReceive, restock, claims });
        } catch (error) {
          set({ error: messageOf(error) });
        }
      },
      receive: async (input) => {
        set({ busy: true, error: null });
        try {
          const { sentence } = await backend.get().receiveReturn(input);
          set({ done: sentence, busy: false });
          await get().load();
          return true;
        } catch (error) {
          fail(error);
          return false;
        }
      },
      previewRestock: async () => {
        set({ busy: true, error: null, done: null });
        try {
          set({ preview: await backend.get().previewRestock({}), busy: false });
        } catch (error) {
          fail(error);
        }
      },
      dropPreview: () => set({ preview: null }),
      startRestock: async () => {
        const preview = get().preview;
        if (preview === null || preview.returnIds.length === 0) return;
        set({ busy: true, error: null });
        try {
          const started = await backend.get().startRestock({ returnIds: preview.returnIds });
          set({
            preview: null,
            busy: false,
            done: started.sentence,
            sent: { ...started, change: null, results: [] },
          });
          // The change may have ended before this answer came: its summary is read once now.
          const change = (await backend.get().listListingChanges({})).find((c) => c.id === started.changeId);
          if (change !== undefined) await readResults(change);
          await get().load();
        } catch (error) {
          fail(error);
        }
      },
      fileClaim: async (returnId) => {
        set({ error: null });
        try {
          const { sentence } = await backend.get().fileReturnClaim({ returnId, reference: '' });
          set({ done: sentence });
          await get().load();
        } catch (error) {
          fail(error);
        }
      },
    };
  });
}

export const useReceive = createReceiveStore();
