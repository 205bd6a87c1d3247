import type { Api } from '../../../shared/ipc/types.ts';

/**
 * The `api` a store was given by its `init`, so a store is created without a backend (a test gives it a fake one)
 * and its actions say plainly when it was used before the app started it.
 */
export function apiHolder(store: string): { set(api: Api): void; get(): Api } {
  let held: Api | null = null;
  return {
    set: (api) => {
      held = api;
    },
    get: () => {
      if (held === null) throw new Error(`The ${store} store was used before init(api).`);
      return held;
    },
  };
}
