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

/**
 * A feed page written straight from its JSON shape: the same document as `buildXml(root, xmlTree(body))`, without
 * the intermediate tree or the builder's generic walk. Pages are the simulator's largest answers (about 1.5 MB for
 * 500 products), and their serve time is part of every XML walk the benchmarks time.
 */
export function writeFeedXml(root: string, body: Record<string, unknown>): string {
  const out: string[] = [
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><${root} xmlns="${AFFILIATE_NAMESPACE}">`,
  ];
  writeFields(out, body);
  out.push(`</${root}>`);
  return out.join('');
}

function writeFields(out: string[], obj: Record<string, unknown>): void {
  for (const key of Object.keys(obj)) writeElement(out, key, obj[key]);
}

/** One value as `<key>…</key>`: lists as repeated elements (nested lists flattened), null as `<key/>`. */
function writeElement(out: string[], key: string, value: unknown): void {
  if (value === undefined) return;
  if (Array.isArray(value)) {
    for (const item of value) writeElement(out, key, item);
    return;
  }
  if (value === null) {
    out.push(`<${key}/>`);
    return;
  }
  if (typeof value === 'object') {
    out.push(`<${key}>`);
    const obj = value as Record<string, unknown>;
    if (MAP_KEYS.has(key)) {
      for (const k of Object.keys(obj)) {
        out.push(`<entry><key>${escapeText(k)}</key>`);
        writeElement(out, 'value', obj[k]);
        out.push('</entry>');
      }
    } else {
      writeFields(out, obj);
    }
    out.push(`</${key}>`);
    return;
  }
  out.push(`<${key}>${escapeText(String(value))}</${key}>`);
}

const SPECIAL = /[&<>"']/;
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function escapeText(text: string): string {
  return SPECIAL.test(text) ? text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c) : text;
}
