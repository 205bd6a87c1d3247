import { XMLBuilder } from 'fast-xml-parser';

/** Namespace of the feed XML roots (the spec's `{affiliate_namespace}`). */
export const AFFILIATE_NAMESPACE = 'http://affiliate.demo-marketplace.invalid/feeds/1.0';

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: false,
  suppressEmptyNode: false,
});

/** Keys whose values are maps, written as repeated `entry` elements with `key` and `value`. */
const MAP_KEYS = new Set(['imageUrls']);

/** Turns a JSON record into the tree XMLBuilder writes: maps as entries, nested lists flattened. */
export function xmlTree(value: unknown, key?: string): unknown {
  if (Array.isArray(value))
    return value.flatMap((v) => (Array.isArray(v) ? v.map((w) => xmlTree(w)) : [xmlTree(v)]));
  if (value === null || typeof value !== 'object') return value;
  const obj = value as Record<string, unknown>;
  if (key !== undefined && MAP_KEYS.has(key))
    return { entry: Object.entries(obj).map(([k, v]) => ({ key: k, value: v })) };
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) out[k] = xmlTree(v, k);
  return out;
}

export function buildXml(root: string, body: Record<string, unknown>): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${builder.build({ [root]: { '@_xmlns': AFFILIATE_NAMESPACE, ...body } })}`;
}
