import { normaliseProduct } from './affiliate-product.ts';
import type {
  DeltaVersion,
  Directory,
  DirectoryCategory,
  DirectoryVariant,
  FeedPage,
  Product,
  SkippedRecord,
} from './affiliate-types.ts';
import { AppError } from '../errors.ts';
import { isRecord, list, malformed, num, str } from './values.ts';
import type { Rec } from './values.ts';

/**
 * JSON-shaped affiliate answers → the model. The XML reader (affiliate-xml.ts) turns XML into the same shapes,
 * so these functions serve both formats.
 */

const SERVICE = 'The affiliate feed service';

export function parseJsonText(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw malformed(SERVICE, '$', `${what} that is not JSON`);
  }
}

export function directoryFromObject(value: unknown): Directory {
  if (!isRecord(value)) throw malformed(SERVICE, '$', 'a category directory that is not an object');
  const groups = isRecord(value.apiGroups) ? value.apiGroups : undefined;
  if (groups === undefined) throw malformed(SERVICE, 'apiGroups', 'a category directory without apiGroups');
  // The affiliate group is the one that matters; other groups, if any, are read the same way.
  const groupNames = Object.keys(groups).sort((a, b) => (a === 'affiliate' ? -1 : b === 'affiliate' ? 1 : 0));
  const categories: DirectoryCategory[] = [];
  for (const groupName of groupNames) {
    const group = groups[groupName];
    const listings = isRecord(group) && isRecord(group.apiListings) ? group.apiListings : {};
    for (const [name, entry] of Object.entries(listings)) {
      categories.push(categoryFrom(name, entry, `apiGroups.${groupName}.apiListings.${name}`));
    }
  }
  return { title: str(value.title) ?? '', description: str(value.description) ?? '', categories };
}

function categoryFrom(name: string, entry: unknown, path: string): DirectoryCategory {
  if (!isRecord(entry)) throw malformed(SERVICE, path, 'a category that is not an object');
  const variants: DirectoryCategory['variants'] = {};
  const available = isRecord(entry.availableVariants) ? entry.availableVariants : {};
  for (const [version, v] of Object.entries(available)) {
    if (!isRecord(v))
      throw malformed(SERVICE, `${path}.availableVariants.${version}`, 'a variant that is not an object');
    variants[version] = variantFrom(v, name);
  }
  return { name, apiName: str(entry.apiName) ?? name, variants };
}

function variantFrom(v: Rec, fallbackName: string): DirectoryVariant {
  const variant: DirectoryVariant = {
    resourceName: str(v.resourceName) ?? fallbackName,
    get: url(v.get),
    deltaGet: url(v.deltaGet),
  };
  if ('top' in v) variant.top = url(v.top);
  return variant;
}

function url(value: unknown): string | null {
  const s = str(value)?.trim();
  return s ? s : null;
}

/**
 * A feed page of either variant; product list under `products`, `productInfoList` or `products.productInfoList`.
 * Given the JSON `text` the page was parsed from, the page keeps it as its `source`.
 */
export function feedPageFromObject(value: unknown, text?: string): FeedPage {
  if (!isRecord(value)) throw malformed(SERVICE, '$', 'a feed page that is not an object');
  const [records, listPath] = productRecords(value);
  const reader = new RecordReader();
  records.forEach((r, i) => reader.read(r, `${listPath}[${i}]`));
  const page = feedPageFromEnvelope(value, reader);
  if (text !== undefined) page.source = { text, positions: reader.positions };
  return page;
}

/** The record at `position` of a parsed JSON page's record list (see PageSource), or undefined. */
export function feedRecordAt(page: unknown, position: number): unknown {
  return isRecord(page) ? productRecords(page)[0][position] : undefined;
}

/**
 * Reads product records one at a time; a record that cannot be read is skipped and counted rather than failing
 * the page (a whole page is refused only when the page itself is broken).
 */
export class RecordReader {
  readonly products: Product[] = [];
  readonly skipped: SkippedRecord[] = [];
  /** For each of `products`, the number of the `read` call it came from. */
  readonly positions: number[] = [];
  #read = 0;

  read(record: unknown, path: string): void {
    const position = this.#read++;
    try {
      this.products.push(normaliseProduct(record, path));
      this.positions.push(position);
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      this.skipped.push({ path, message: e.message });
    }
  }
}

/** The envelope fields of a page (JSON shape) plus the records already read. */
export function feedPageFromEnvelope(envelope: Rec, reader: RecordReader): FeedPage {
  const page: FeedPage = {
    products: reader.products,
    nextUrl: url(envelope.nextUrl),
    validTill: epochMs(envelope.validTill),
    skipped: reader.skipped,
  };
  const version = num(envelope.version);
  if (version !== undefined) page.version = version;
  const last = str(envelope.lastProductId);
  if (last) page.lastProductId = last;
  return page;
}

function productRecords(page: Rec): [unknown[], string] {
  const products = page.products;
  if (Array.isArray(products)) return [products, 'products'];
  if (isRecord(products)) {
    if ('productInfoList' in products) return [list(products.productInfoList), 'products.productInfoList'];
    if (Object.keys(products).length > 0)
      throw malformed(SERVICE, 'products', 'a product list of an unknown shape');
  }
  return [list(page.productInfoList), 'productInfoList'];
}

/** `validTill`: epoch ms in JSON, an ISO 8601 date-time in the delta XML. */
function epochMs(value: unknown): number | null {
  const n = num(value);
  if (n !== undefined) return n;
  const s = str(value);
  if (s === undefined || s === '') return null;
  const at = Date.parse(s);
  return Number.isNaN(at) ? null : at;
}

export function deltaVersionFromObject(value: unknown): DeltaVersion {
  if (!isRecord(value)) throw malformed(SERVICE, '$', 'a category version that is not an object');
  const error = str(value.error)?.trim() || null;
  const version = num(value.version);
  if (version === undefined && error === null)
    throw malformed(SERVICE, 'version', 'a category version without a version');
  const ts = value.timestamp;
  return {
    category: str(value.category) ?? '',
    version: version ?? -1,
    timestamp: typeof ts === 'number' || typeof ts === 'string' ? ts : null,
    error,
  };
}
