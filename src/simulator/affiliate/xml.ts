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
 * 500 products), and their serve time is part of every XML walk the benchmarks time. Written by appending to one
 * string (V8 joins the pieces once, when the answer is encoded) with each element name's tags made once: pushing
 * some 60,000 template strings to an array and joining them took about twice as long.
 */
export function writeFeedXml(root: string, body: Record<string, unknown>): string {
  const head = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><${root} xmlns="${AFFILIATE_NAMESPACE}">`;
  return `${writeFields(head, body)}</${root}>`;
}

function writeFields(out: string, obj: Record<string, unknown>): string {
  for (const key of Object.keys(obj)) out = writeElement(out, key, obj[key]);
  return out;
}

interface Tags {
  open: string;
  close: string;
  empty: string;
}
const tagsByName = new Map<string, Tags>();

/** `<key>`, `</key>` and `<key/>`, made once per element name. */
function tagsOf(key: string): Tags {
  let tags = tagsByName.get(key);
  if (tags === undefined) {
    tags = { open: `<${key}>`, close: `</${key}>`, empty: `<${key}/>` };
    tagsByName.set(key, tags);
  }
  return tags;
}

/** One value as `<key>…</key>`, appended to `out`: lists as repeated elements (nested lists flattened), null as `<key/>`. */
function writeElement(out: string, key: string, value: unknown): string {
  if (value === undefined) return out;
  const tags = tagsOf(key);
  if (typeof value === 'string') return out + tags.open + escapeText(value) + tags.close;
  if (typeof value === 'number' || typeof value === 'boolean')
    return out + tags.open + String(value) + tags.close;
  if (Array.isArray(value)) {
    for (const item of value) out = writeElement(out, key, item);
    return out;
  }
  if (value === null) return out + tags.empty;
  if (typeof value === 'object') {
    out += tags.open;
    const obj = value as Record<string, unknown>;
    if (MAP_KEYS.has(key)) {
      for (const k of Object.keys(obj)) {
        out += `<entry><key>${escapeText(k)}</key>`;
        out = writeElement(out, 'value', obj[k]);
        out += '</entry>';
      }
    } else {
      out = writeFields(out, obj);
    }
    return out + tags.close;
  }
  return out + tags.open + escapeText(String(value)) + tags.close;
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
