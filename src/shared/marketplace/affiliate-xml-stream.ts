import { isRecord, list, malformed, str } from './values.ts';
import type { Rec } from './values.ts';
import { scanXml, XmlSyntaxError } from './xml-scanner.ts';
import type { ElementName, XmlEvents } from './xml-scanner.ts';

/**
 * Feed pages in XML (roots `ProductFeed`, `ProductFeedV1`, `DeltaFeed`) read as a stream of product records with
 * a strict single-pass scanner (xml-scanner.ts): each record is handed on as soon as its element closes and never
 * joins a document tree, and the envelope (`nextUrl`, `validTill`, `version`, `lastProductId`) is collected on the
 * side. Records come out in the same JSON shape the tree reader (affiliate-xml.ts) gives: text values, repeated
 * elements as lists, `entry` maps as objects. A page that is not well formed (a cut-off one included) is refused.
 */

const SERVICE = 'The affiliate feed service';
const FEED_ROOTS = ['ProductFeed', 'ProductFeedV1', 'DeltaFeed'];
const RECORD_KEYS = ['productBaseInfoV1', 'productBaseInfo'];

/** What an open element holds so far: no children yet, only `entry` children (a map), or other children. */
const LEAF = 0;
const ENTRIES = 1;
const FIELDS = 2;

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
  const builder = new RecordBuilder(onRecord);
  try {
    scanXml(text, builder);
  } catch (e) {
    if (!(e instanceof XmlSyntaxError)) throw e;
    throw malformed(
      SERVICE,
      `line ${e.line}, column ${e.column}`,
      `XML that is not well formed: ${e.problem}`,
    );
  }
  const fields = builder.fields;
  if (isRecord(fields.products) && Object.keys(fields.products).length > 0)
    throw malformed(SERVICE, 'products', 'a product list of an unknown shape');
  delete fields.products;
  return { root: builder.root, fields };
}

/**
 * Builds each element's JSON value as it closes, on parallel stacks (name, children, kind, text) indexed by depth,
 * so an event allocates nothing but the values it keeps.
 */
class RecordBuilder implements XmlEvents {
  root = '';
  fields: Rec = {};
  #depth = 0;
  #count = 0;
  /** Each opened element gets the next id; `ElementName.mark` holds the id of the element that last got such a child. */
  #lastId = 0;
  readonly #ids: number[] = [];
  readonly #elements: ElementName[] = [];
  readonly #children: (Rec | undefined)[] = [];
  readonly #kinds: number[] = [];
  readonly #texts: string[] = [];

  readonly #onRecord: (record: unknown, path: string) => void;

  constructor(onRecord: (record: unknown, path: string) => void) {
    this.#onRecord = onRecord;
  }

  open(element: ElementName): void {
    const name = element.local;
    const d = this.#depth++;
    if (d === 0) {
      if (!FEED_ROOTS.includes(name))
        throw malformed(
          SERVICE,
          // The place, even for a root whose name is empty after its prefix (`<ns2:>`).
          'the root element',
          `an XML root <${name}> where ${FEED_ROOTS.map((r) => `<${r}>`).join(' or ')} was expected`,
        );
      this.root = name;
    }
    this.#elements[d] = element;
    this.#ids[d] = ++this.#lastId;
    this.#children[d] = undefined;
    this.#kinds[d] = LEAF;
    this.#texts[d] = '';
  }

  text(value: string): void {
    this.#texts[this.#depth - 1] += value;
  }

  close(): void {
    const d = --this.#depth;
    const children = this.#children[d];
    const value: unknown =
      children === undefined
        ? (this.#texts[d] as string).trim()
        : this.#kinds[d] === ENTRIES
          ? entryMap(children.entry)
          : children;
    this.#children[d] = undefined; // the value is owned by its parent (or handed on) from here
    this.#closed(d, this.#elements[d] as ElementName, value);
  }

  leaf(element: ElementName, text: string): void {
    const d = this.#depth;
    // Most calls: a field of a record (below the root's children, and not itself a record).
    if (d > 1 && element.local !== 'productInfoList') this.#add(d - 1, element, text.trim());
    else if (d > 0) this.#closed(d, element, text.trim());
    else {
      this.open(element);
      this.close();
    }
  }

  /** An element at depth `d` closed with `value`: the envelope, a product record, or a field of its parent. */
  #closed(d: number, element: ElementName, value: unknown): void {
    if (d === 0) {
      this.fields = isRecord(value) ? value : {};
      return;
    }
    if (this.#isProductRecord(element.local, d, value)) {
      this.#onRecord(
        value,
        d === 1 ? `productInfoList[${this.#count}]` : `products.productInfoList[${this.#count}]`,
      );
      this.#count++;
      return;
    }
    this.#add(d - 1, element, value);
  }

  /** `products/productInfoList` (or a bare `productInfoList`, or `products` holding a record directly). */
  #isProductRecord(name: string, depth: number, value: unknown): boolean {
    if (name === 'productInfoList')
      return depth === 1 || (depth === 2 && this.#elements[1]?.local === 'products');
    if (name === 'products' && depth === 1 && isRecord(value)) return RECORD_KEYS.some((k) => k in value);
    return false;
  }

  /**
   * Repeated elements become a list (values are never lists otherwise, so a list here means "seen before"). Whether
   * the parent has such a child already is mostly known from the name's mark, without a lookup: a mark below the
   * parent's id was set before the parent opened, one equal to it by the parent itself; only a mark set by a
   * descendant (above the parent's id) leaves it open.
   */
  #add(parent: number, element: ElementName, value: unknown): void {
    let children = this.#children[parent];
    if (children === undefined) {
      children = {};
      this.#children[parent] = children;
    }
    const name = element.local;
    if (name !== 'entry') this.#kinds[parent] = FIELDS;
    else if (this.#kinds[parent] === LEAF) this.#kinds[parent] = ENTRIES;
    const id = this.#ids[parent] as number;
    const seen = element.mark === id || (element.mark > id && children[name] !== undefined);
    element.mark = id;
    if (!seen) {
      children[name] = value;
      return;
    }
    const existing = children[name];
    if (Array.isArray(existing)) existing.push(value);
    else children[name] = [existing, value];
  }
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
