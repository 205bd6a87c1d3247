import { create } from 'zustand';
import type { Api } from '../../../../shared/ipc/types.ts';
import type {
  ReturnActionDetail,
  ReturnActionKind,
  ReturnActionRequest,
} from '../../../../shared/returns/return-action-types.ts';
import { messageOf } from '../../api/api-error.ts';
import { followActiveProfile } from '../../api/active-profile.ts';
import { apiHolder } from '../../api/api-holder.ts';

export interface ReturnActionsState {
  /** The action started last, and its result return by return once its job ended. */
  action: { actionId: string; jobId: string; kind: ReturnActionKind } | null;
  result: ReturnActionDetail | null;
  busy: boolean;
  /** One sentence: what went wrong last (offline, another action holds a return, …). */
  error: string | null;
  init(api: Api): () => void;
  /** Starts the action on these returns; true once the marketplace's job has begun. */
  start(kind: ReturnActionKind, returns: ReturnActionRequest[]): Promise<boolean>;
  dismiss(): void;
}

const EMPTY = { action: null, result: null, busy: false, error: null } satisfies Partial<ReturnActionsState>;

/** The self-ship return actions of the Returns screen over the `api` given to `init`. */
export function createReturnActionsStore() {
  const backend = apiHolder('return actions');
  // Jobs that ended before the call that started them answered: their result is read once it has.
  const settled = new Set<string>();
  let epoch = 0;
  return create<ReturnActionsState>()((set, get) => {
    const loadResult = (jobId: string) => {
      const action = get().action;
      if (action === null || action.jobId !== jobId || !settled.has(jobId)) return;
      const asked = epoch;
      void backend
        .get()
        .getReturnAction({ actionId: action.actionId })
        .then((result) => asked === epoch && set({ result }))
        .catch((e: unknown) => asked === epoch && set({ error: messageOf(e) }));
    };
    return {
      ...EMPTY,
      init: (api) => {
        backend.set(api);
        // An action belongs to its account: nothing of the last profile's stays on screen.
        const profile = followActiveProfile(api, () => {
          epoch += 1;
          set(EMPTY);
        });
        const off = [
          profile.off,
          api.on('jobProgress', (job) => {
            if (job.state === 'running') return;
            settled.add(job.jobId);
            loadResult(job.jobId);
          }),
        ];
        return () => off.forEach((stop) => stop());
      },
      start: async (kind, returns) => {
        set({ busy: true, error: null });
        const asked = epoch;
        try {
          const started = await backend.get().startReturnAction({ kind, returns });
          if (asked !== epoch) return false;
          set({ action: { ...started, kind }, result: null });
          loadResult(started.jobId);
          return true;
        } catch (e) {
          if (asked === epoch) set({ error: messageOf(e) });
          return false;
        } finally {
          if (asked === epoch) set({ busy: false });
        }
      },
      dismiss: () => set({ result: null, action: null, error: null }),
    };
  });
}

export const useReturnActions = createReturnActionsStore();
