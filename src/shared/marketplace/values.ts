import { AppError } from '../errors.ts';

/**
 * Lenient readers for data from the service. XML gives every value as text and the real JSON mixes integers,
 * floats, nulls and missing keys, so each reader accepts what can honestly be read and says undefined otherwise.
 */

export type Rec = Record<string, unknown>;

export function isRecord(value: unknown): value is Rec {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function str(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

export function num(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?([eE][+-]?\d+)?\s*$/.test(value)) return Number(value);
  return undefined;
}

export function bool(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    const v = value.trim().toLowerCase();
    if (v === 'true') return true;
    if (v === 'false') return false;
  }
  return undefined;
}

/** An array as is; one value as a one-element list (a single XML element); nothing as an empty list. */
export function list(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (value === undefined || value === null || value === '') return [];
  return [value];
}

/** A map of strings: a JSON object, or XML `entry` elements with `key` and `value`. */
export function stringMap(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!isRecord(value)) return out;
  const entries = Object.keys(value).length === 1 && 'entry' in value ? list(value.entry) : undefined;
  if (entries !== undefined) {
    for (const e of entries) {
      const k = isRecord(e) ? str(e.key) : undefined;
      const v = isRecord(e) ? str(e.value) : undefined;
      if (k !== undefined && v !== undefined) out[k] = v;
    }
    return out;
  }
  for (const [k, v] of Object.entries(value)) {
    const s = str(v);
    if (s !== undefined) out[k] = s;
  }
  return out;
}

/** A malformed answer is the service's fault: SERVER, naming where the bad field is. */
export function malformed(service: string, path: string, what: string): AppError {
  return new AppError(
    'SERVER',
    `${service} sent data Stockroom cannot read: ${what} at ${path}. Try again later.`,
    { path },
  );
}
