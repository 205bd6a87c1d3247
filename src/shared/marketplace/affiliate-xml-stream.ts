import { SaxesParser } from 'saxes';
import { isRecord, list, malformed, str } from './values.ts';
import type { Rec } from './values.ts';

/**
 * Feed pages in XML (roots `ProductFeed`, `ProductFeedV1`, `DeltaFeed`) read as a stream of product records with
 * a strict SAX parser (saxes): each record is handed on as soon as its element closes and never joins a document
 * tree, and the envelope (`nextUrl`, `validTill`, `version`, `lastProductId`) is collected on the side. Records
 * come out in the same JSON shape the tree reader (affiliate-xml.ts) gives: text values, repeated elements as
 * lists, `entry` maps as objects. A page that is not well formed (a cut-off one included) is refused.
 */

const SERVICE = 'The affiliate feed service';
const FEED_ROOTS = ['ProductFeed', 'ProductFeedV1', 'DeltaFeed'];
const RECORD_KEYS = ['productBaseInfoV1', 'productBaseInfo'];

interface Frame {
  name: string;
  children: Rec | undefined;
  text: string;
}

export interface XmlFeedEnvelope {
  root: string;
  /** The root's children other than the product records, in JSON shape. */
  fields: Rec;
}

/** Reads one XML feed page; `onRecord(record, path)` runs for each product record in document order. */
export function streamFeedXml(
  text: string,
  onRecord: (record: unknown, path: string) => void,
): XmlFeedEnvelope {
  const parser = new SaxesParser({ position: false });
  const stack: Frame[] = [];
  let root: string | undefined;
  let fields: Rec = {};
  let count = 0;
  let failure: unknown;

  parser.on('opentag', (tag) => {
    const name = localName(tag.name);
    if (root === undefined) {
      root = name;
      if (!FEED_ROOTS.includes(name))
        throw malformed(
          SERVICE,
          name,
          `an XML root <${name}> where ${FEED_ROOTS.map((r) => `<${r}>`).join(' or ')} was expected`,
        );
    }
    stack.push({ name, children: undefined, text: '' });
  });
  parser.on('text', (t) => {
    const top = stack[stack.length - 1];
    if (top !== undefined) top.text += t;
  });
  parser.on('cdata', (t) => {
    const top = stack[stack.length - 1];
    if (top !== undefined) top.text += t;
  });
  parser.on('closetag', () => {
    const frame = stack.pop()!;
    const value = valueOf(frame);
    const depth = stack.length; // the root closing leaves 0
    if (depth === 0) {
      fields = isRecord(value) ? value : {};
      return;
    }
    const parent = stack[depth - 1]!;
    if (isProductRecord(frame.name, value, stack)) {
      onRecord(value, depth === 1 ? `productInfoList[${count}]` : `products.productInfoList[${count}]`);
      count++;
      return;
    }
    add(parent, frame.name, value);
  });
  parser.on('error', (e) => {
    failure ??= e;
  });

  try {
    parser.write(text).close();
  } catch (e) {
    failure ??= e;
  }
  if (failure !== undefined) {
    if (isRecord(failure) && 'code' in failure && failure.code === 'SERVER') throw failure;
    throw malformed(SERVICE, '$', 'XML that is not well formed (a page cut off, or broken markup)');
  }
  if (root === undefined) throw malformed(SERVICE, '$', 'an XML document without a root element');
  if (isRecord(fields.products) && Object.keys(fields.products).length > 0)
    throw malformed(SERVICE, 'products', 'a product list of an unknown shape');
  delete fields.products;
  return { root, fields };
}

/** `products/productInfoList` (or a bare `productInfoList`, or `products` holding a record directly). */
function isProductRecord(name: string, value: unknown, ancestors: Frame[]): boolean {
  const depth = ancestors.length;
  if (name === 'productInfoList') return depth === 1 || (depth === 2 && ancestors[1]!.name === 'products');
  if (name === 'products' && depth === 1 && isRecord(value)) return RECORD_KEYS.some((k) => k in value);
  return false;
}

function valueOf(frame: Frame): unknown {
  const children = frame.children;
  if (children === undefined) return frame.text.trim();
  const keys = Object.keys(children);
  return keys.length === 1 && keys[0] === 'entry' ? entryMap(children.entry) : children;
}

/** Repeated elements become a list (values are never lists otherwise, so a list here means "seen before"). */
function add(parent: Frame, name: string, value: unknown): void {
  const children = (parent.children ??= {});
  const existing = children[name];
  if (existing === undefined) children[name] = value;
  else if (Array.isArray(existing)) existing.push(value);
  else children[name] = [existing, value];
}

function entryMap(entries: unknown): Rec {
  const map: Rec = {};
  for (const e of list(entries)) {
    if (!isRecord(e)) continue;
    const key = str(e.key);
    if (key !== undefined) map[key] = e.value;
  }
  return map;
}

function localName(qualified: string): string {
  const at = qualified.indexOf(':');
  return at < 0 ? qualified : qualified.slice(at + 1);
}
