/**
 * "Is this offline?", one rule for every slice: a NETWORK error whose request never got a connection (refused,
 * an address that could not be looked up, no route, a connect that timed out). Nothing of such a request reached
 * the marketplace, so a write that failed this way is "not sent", never "refused"; a connection cut after it was
 * made (a reset, a time-out while waiting for the answer) is not offline: the request may have arrived.
 * Works on an AppError and on its data after IPC alike (`details.connected` is set by the HTTP layer).
 */
export function isOffline(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { code?: unknown; details?: { connected?: unknown } | undefined };
  return e.code === 'NETWORK' && e.details?.connected === false;
}
