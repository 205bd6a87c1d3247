import { XMLParser } from 'fast-xml-parser';
import {
  deltaVersionFromObject,
  directoryFromObject,
  feedPageFromEnvelope,
  RecordReader,
} from './affiliate-parse.ts';
import { streamFeedXml } from './affiliate-xml-stream.ts';
import type { DeltaVersion, Directory, FeedPage } from './affiliate-types.ts';
import { isRecord, list, malformed, str } from './values.ts';

/**
 * The affiliate XML answers (roots `ApiDirectory`, `ProductFeed`, `ProductFeedV1`, `DeltaFeed`, in a namespace)
 * → the JSON shapes affiliate-parse.ts reads. Maps are written as `entry` elements with `key` and `value`; a
 * directory variant's key is `{majorVersion, minorVersion, patchVersion}`, which becomes `v0.1.0`.
 */

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  // Everything stays text: ids such as `0123` must not become numbers. The readers coerce where they expect one.
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => name === 'entry',
});

const SERVICE = 'The affiliate feed service';

export interface XmlDocument {
  root: string;
  body: unknown;
}

/** XML text → the root element's name and its content in JSON shape. */
export function readAffiliateXml(text: string): XmlDocument {
  let doc: unknown;
  try {
    doc = parser.parse(text, true);
  } catch {
    throw malformed(SERVICE, '$', 'XML that is not well formed');
  }
  const root = isRecord(doc)
    ? Object.keys(doc).find((k) => !k.startsWith('?') && !k.startsWith('!'))
    : undefined;
  if (root === undefined || !isRecord(doc))
    throw malformed(SERVICE, '$', 'an XML document without a root element');
  return { root, body: unXml(doc[root]) };
}

export function directoryFromXml(text: string): Directory {
  const { root, body } = readAffiliateXml(text);
  expectRoot(root, ['ApiDirectory']);
  return directoryFromObject(body);
}

/** A feed page, read as a stream of records (affiliate-xml-stream.ts): no document tree, one pass. */
export function feedPageFromXml(text: string): FeedPage {
  const reader = new RecordReader();
  const { fields } = streamFeedXml(text, (record, path) => reader.read(record, path));
  return feedPageFromEnvelope(fields, reader);
}

/**
 * Whether an XML answer looks whole: it ends with the closing tag of the element it opened with. A cheap check for
 * the HTTP layer (a cut-off page is retried); the page reader then checks every tag.
 */
export function looksCompleteXml(text: string): boolean {
  // Skip the declaration, comments and a doctype before the root element.
  let at = text.indexOf('<');
  while (at >= 0 && (text[at + 1] === '?' || text[at + 1] === '!')) {
    const close = text.startsWith('<!--', at) ? text.indexOf('-->', at) : text.indexOf('>', at);
    at = close < 0 ? -1 : text.indexOf('<', close);
  }
  const name = at < 0 ? undefined : /^<([A-Za-z_][\w.:-]*)/.exec(text.slice(at, at + 200))?.[1];
  if (name === undefined) return false;
  const end = text.trimEnd();
  if (end.endsWith(`</${name}>`)) return true;
  // A root with no content: `<DeltaFeed/>`.
  return end.endsWith('/>') && end.indexOf('>', at) === end.length - 1;
}

export function deltaVersionFromXml(text: string): DeltaVersion {
  const { root, body } = readAffiliateXml(text);
  expectRoot(root, ['DeltaFeed']);
  return deltaVersionFromObject(body);
}

function expectRoot(root: string, allowed: string[]): void {
  if (!allowed.includes(root))
    throw malformed(
      SERVICE,
      'the root element',
      `an XML root <${root}> where ${allowed.map((r) => `<${r}>`).join(' or ')} was expected`,
    );
}

/** Turns `entry` lists into objects, recursively. */
export function unXml(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(unXml);
  if (!isRecord(node)) return node;
  const keys = Object.keys(node);
  if (keys.length === 1 && keys[0] === 'entry') {
    const map: Record<string, unknown> = {};
    for (const e of list(node.entry)) {
      if (!isRecord(e)) continue;
      const key = entryKey(e.key);
      if (key !== undefined) map[key] = unXml(e.value);
    }
    return map;
  }
  const out: Record<string, unknown> = {};
  for (const k of keys) out[k] = unXml(node[k]);
  return out;
}

function entryKey(key: unknown): string | undefined {
  if (isRecord(key) && 'majorVersion' in key) {
    return `v${str(key.majorVersion) ?? '0'}.${str(key.minorVersion) ?? '0'}.${str(key.patchVersion) ?? '0'}`;
  }
  return str(key);
}
