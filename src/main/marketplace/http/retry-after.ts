/**
 * Reads a `Retry-After` header: delta seconds (`120`) or an HTTP date. Returns milliseconds to wait (never
 * negative), or undefined when the header is missing or unreadable.
 */
export function parseRetryAfter(value: string | null | undefined, nowMs: number): number | undefined {
  if (value === null || value === undefined) return undefined;
  const text = value.trim();
  if (text === '') return undefined;
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  // Only accept things that look like dates: Date.parse also accepts bare numbers such as "-1".
  if (!/[a-z]/i.test(text)) return undefined;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - nowMs);
}

/**
 * Exponential backoff with "equal jitter": half of the exponential step is fixed, the other half random, so
 * clients that failed together do not retry together, yet every wait grows.
 */
export function backoffDelay(
  attempt: number,
  baseDelayMs: number,
  maxDelayMs: number,
  random: () => number,
): number {
  const step = Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(step / 2 + random() * (step / 2));
}
