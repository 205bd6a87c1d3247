import { create } from 'zustand';
import type { Api } from '../../../../shared/ipc/types.ts';
import type { TestOrderRow } from '../../../../shared/sandbox/contract.ts';
import type { ReturnSource } from '../../../../shared/returns/return-types.ts';
import {
  isSandboxLike,
  type ReturnEvent,
  type SandboxMove,
} from '../../../../shared/sandbox/sandbox-types.ts';
import { messageOf } from '../../api/api-error.ts';
import { apiHolder } from '../../api/api-holder.ts';

export interface SandboxState {
  /** Whether the active profile is sandbox-like: test orders are offered only then (never on Production). */
  offered: boolean;
  /** The active account's test orders, newest first. */
  orders: TestOrderRow[];
  /** Order items chosen for a move. */
  chosen: string[];
  error: string | null;
  init(api: Api): () => void;
  /** Reads whether the section is offered, and its test orders; a screen that shows them calls it as it opens. */
  load(): Promise<void>;
  toggle(orderItemId: string): void;
  createTestOrders(): Promise<void>;
  move(move: SandboxMove): Promise<void>;
  createReturn(returnType: ReturnSource): Promise<void>;
  returnEvent(eventType: ReturnEvent): Promise<void>;
}

/** The Sandbox section's state: whether it is offered, the test orders made, the order items chosen. */
export function createSandboxStore() {
  const backend = apiHolder('sandbox');
  const run = async (set: (s: Partial<SandboxState>) => void, start: () => Promise<unknown>) => {
    set({ error: null });
    try {
      await start();
    } catch (error) {
      set({ error: messageOf(error) });
    }
  };
  /**
   * Whether a screen has shown the section (Settings, an empty Today): read first when one does, not at launch, and
   * again on the events below only from then on. `listProfiles` waits for the Demo's marketplace to start; asked at
   * launch, it held one of the page's six connections to the web host for seconds, while the first screen's files
   * and rows waited for one (docs/PERFORMANCE.md, issue 43).
   */
  let wanted = false;
  return create<SandboxState>()((set, get) => ({
    offered: false,
    orders: [],
    chosen: [],
    error: null,
    init: (api) => {
      backend.set(api);
      const reload = () => {
        if (wanted) void get().load();
      };
      const off = [
        api.on('profilesChanged', () => {
          set({ chosen: [], orders: [], error: null });
          reload();
        }),
        // A sandbox job that ended changed the test orders or their moves.
        api.on('jobProgress', (p) => {
          if ((p.kind === 'sandboxTestOrders' || p.kind === 'sandboxMove') && p.state !== 'running') reload();
        }),
        api.onReconnect(reload),
      ];
      return () => off.forEach((unsubscribe) => unsubscribe());
    },
    load: async () => {
      wanted = true;
      try {
        const { activeId, profiles } = await backend.get().listProfiles();
        const active = profiles.find((p) => p.id === activeId);
        const offered = active !== undefined && isSandboxLike(active);
        const orders = offered ? await backend.get().listTestOrders({}) : [];
        const known = new Set(orders.flatMap((o) => o.orderItemIds));
        set({ offered, orders, chosen: get().chosen.filter((id) => known.has(id)) });
      } catch (error) {
        set({ error: messageOf(error) });
      }
    },
    toggle: (id) =>
      set((s) => ({ chosen: s.chosen.includes(id) ? s.chosen.filter((c) => c !== id) : [...s.chosen, id] })),
    createTestOrders: () => run(set, () => backend.get().startTestOrders({})),
    move: (move) => run(set, () => backend.get().startSandboxMove({ move, orderItemIds: get().chosen })),
    createReturn: (returnType) =>
      run(set, () => backend.get().startSandboxReturn({ returnType, orderItemIds: get().chosen })),
    returnEvent: (eventType) =>
      run(set, () => backend.get().startReturnEvent({ eventType, orderItemIds: get().chosen })),
  }));
}

export const useSandbox = createSandboxStore();
