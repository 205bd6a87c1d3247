import { LIMITS } from './listing-rules.ts';

/**
 * The entries of a listing call's body, a JSON object of SKU id → request (create and the v3 price and inventory
 * updates), or the sentence that refuses it: not an object, no SKU, or more SKUs than a call takes.
 */
export function skuMapEntries(body: unknown, holding: string): [string, unknown][] | string {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return `the body must be a JSON object mapping SKU ids to ${holding}`;
  const entries = Object.entries(body as Record<string, unknown>);
  if (entries.length === 0) return 'the body holds no SKU';
  if (entries.length > LIMITS.skusPerCall)
    return `at most ${LIMITS.skusPerCall} SKUs per call (got ${entries.length})`;
  return entries;
}
