import { create } from 'zustand';
import type { Api } from '../../../../shared/ipc/types.ts';
import type { ReturnGridFilter } from '../../../../shared/returns/contract.ts';
import {
  RETURN_TODAY_COUNTS,
  returnTodayFilter,
  type ReturnTodayCount,
} from '../../../../shared/returns/return-today.ts';
import { localTimeZone } from '../../../../shared/shipments/time-zone.ts';
import { messageOf } from '../../api/api-error.ts';
import { apiHolder } from '../../api/api-holder.ts';

export interface TodayReturnsState {
  counts: Record<ReturnTodayCount, number> | null;
  /** The filter each count was counted under: the one its button opens Returns with. */
  filters: Record<ReturnTodayCount, ReturnGridFilter> | null;
  /** Returns stored for the active profile: none yet says why the counts are nought. */
  stored: number | null;
  error: string | null;
  init(api: Api): () => void;
  /** Counts each of Today's returns from the offline cache, as the tab it opens counts it. */
  load(): Promise<void>;
}

/** Today's returns; days are counted in `timeZone` (the computer's) at `now`. */
export function createTodayReturnsStore(
  timeZone: () => string = localTimeZone,
  now: () => number = Date.now,
) {
  const backend = apiHolder('today returns');
  let asked = 0;
  return create<TodayReturnsState>()((set, get) => ({
    counts: null,
    filters: null,
    stored: null,
    error: null,
    init: (api) => {
      backend.set(api);
      // Only once Today has asked: a sync's every page would otherwise count for a screen nobody opened.
      const reload = () => void (asked > 0 && get().load());
      const off = [
        api.on('returnsChanged', reload),
        api.on('profilesChanged', reload),
        api.onReconnect(reload),
      ];
      return () => off.forEach((unsubscribe) => unsubscribe());
    },
    load: async () => {
      const mine = ++asked;
      const [zone, at] = [timeZone(), now()];
      try {
        const [answers, cache] = await Promise.all([
          Promise.all(
            RETURN_TODAY_COUNTS.map(async (c) => {
              const filter = returnTodayFilter(c, at, zone);
              const counts = await backend.get().getReturnCounts({ filter });
              return { name: c.name, n: counts[c.tab], filter };
            }),
          ),
          backend.get().getReturnCacheStatus({}),
        ]);
        // Answers may cross while a sync writes: only the newest question's answer is shown.
        if (mine === asked)
          set({
            counts: Object.fromEntries(answers.map((a) => [a.name, a.n])) as Record<ReturnTodayCount, number>,
            filters: Object.fromEntries(answers.map((a) => [a.name, a.filter])) as Record<
              ReturnTodayCount,
              ReturnGridFilter
            >,
            stored: cache.total,
            error: null,
          });
      } catch (error) {
        if (mine === asked) set({ error: messageOf(error) });
      }
    },
  }));
}

export const useTodayReturns = createTodayReturnsStore();
