import { AppError } from '../../../shared/errors.ts';
import type {
  Api,
  CallInput,
  CallName,
  CallResult,
  EventName,
  EventPayload,
  Transport,
} from '../../../shared/ipc/types.ts';
import { createApi } from '../api/create-api.ts';

/** What the fake backend answers to each call a test needs: a value, or an AppError thrown (as the backend would). */
export type Answers = {
  [N in CallName]?: (input: CallInput<N>) => CallResult<N> | Promise<CallResult<N>>;
};

/**
 * The renderer's real `api` (createApi) over a transport that answers from `answers` and lets a test send events
 * and reconnects as the backend would. A call with no answer fails with UNKNOWN_CALL, so a test sees it.
 */
export function fakeApi(answers: Answers) {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const connected = new Set<() => void>();
  const calls: { name: CallName; input: unknown }[] = [];
  const transport: Transport = {
    invoke: async (name, input) => {
      calls.push({ name, input });
      const answer = answers[name] as ((input: unknown) => unknown) | undefined;
      if (answer === undefined)
        return { ok: false, error: { code: 'UNKNOWN_CALL', message: `The fake has no answer to ${name}.` } };
      try {
        return { ok: true, value: await answer(input) };
      } catch (error) {
        if (error instanceof AppError) return { ok: false, error: error.toData() };
        throw error;
      }
    },
    subscribe: (name, listener) => {
      const set = listeners.get(name) ?? new Set();
      set.add(listener);
      listeners.set(name, set);
      return () => set.delete(listener);
    },
    onConnected: (listener) => {
      connected.add(listener);
      return () => connected.delete(listener);
    },
  };
  const api: Api = createApi(transport);
  return {
    api,
    calls,
    /** How many times `name` was called. */
    count: (name: CallName) => calls.filter((c) => c.name === name).length,
    emit<E extends EventName>(name: E, payload: EventPayload<E>): void {
      for (const listener of listeners.get(name) ?? []) listener(payload);
    },
    reconnect(): void {
      for (const listener of connected) listener();
    },
    /** Subscriptions still open: none once a store's init has been undone. */
    listening: () => [...listeners.values()].reduce((n, set) => n + set.size, 0) + connected.size,
  };
}

/** Lets answers already on their way (promises, then their `set`) settle. */
export const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** What `getStatus` answers with `profileId` active and nothing yet heard from its marketplace. */
export const statusOf = (profileId: string) => ({
  profile: { id: profileId, name: profileId, kind: 'demo' as const },
  marketplace: 'unknown' as const,
  marketplaceAt: null,
  marketplaceMessage: null,
  lastSyncAt: null,
});
