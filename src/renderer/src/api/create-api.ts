import { CALL_NAMES } from '../../../shared/ipc/names.ts';
import type { Api, CallName, EventName, Transport } from '../../../shared/ipc/types.ts';
import { ApiError } from './api-error.ts';

/** The typed `api` over whichever transport the host gives: the same for Electron and the browser. */
export function createApi(transport: Transport): Api {
  const api: Record<string, unknown> = {
    on: (name: EventName, listener: (payload: unknown) => void) => transport.subscribe(name, listener),
    onReconnect: (listener: () => void) => transport.onConnected(listener),
  };
  for (const name of CALL_NAMES) {
    api[name] = async (input?: unknown) => {
      const envelope = await transport.invoke(name as CallName, input ?? {});
      if (!envelope.ok) throw new ApiError(envelope.error);
      return envelope.value;
    };
  }
  return api as Api;
}
