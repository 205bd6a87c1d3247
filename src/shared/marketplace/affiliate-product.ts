import type { FeedVariant, Product } from './affiliate-types.ts';
import { bool, isRecord, list, malformed, num, str, stringMap } from './values.ts';
import type { Rec } from './values.ts';

const SERVICE = 'The affiliate feed service';

/**
 * One product record of either variant → Product. v1.1.0 records hold `productBaseInfoV1`; v0.1.0 records hold
 * `productBaseInfo`. Real captures name prices with the brand (`flipkartSellingPrice`) where the spec writes
 * `marketplaceSellingPrice`; both are read.
 */
export function normaliseProduct(record: unknown, path: string): Product {
  if (isRecord(record) && isRecord(record.productBaseInfoV1))
    return fromV1(record, record.productBaseInfoV1, path);
  if (isRecord(record) && isRecord(record.productBaseInfo))
    return fromV0(record, record.productBaseInfo, path);
  throw malformed(SERVICE, path, 'a product record without productBaseInfoV1 or productBaseInfo');
}

function fromV1(raw: Rec, base: Rec, path: string): Product {
  const productId = str(base.productId);
  if (!productId)
    throw malformed(SERVICE, `${path}.productBaseInfoV1.productId`, 'a product without a product id');
  const selling = firstPrice(base, ['marketplaceSellingPrice', 'flipkartSellingPrice', 'sellingPrice']);
  const special = firstPrice(base, ['marketplaceSpecialPrice', 'flipkartSpecialPrice', 'specialPrice']);
  return finish({
    productId,
    base,
    raw,
    variant: 'v1.1.0',
    mrp: price(base.maximumRetailPrice),
    selling,
    special,
    categoryPath: categoryPathV1(base.categoryPath),
  });
}

function fromV0(raw: Rec, info: Rec, path: string): Product {
  const identifier = isRecord(info.productIdentifier) ? info.productIdentifier : {};
  const attrs = isRecord(info.productAttributes) ? info.productAttributes : {};
  const productId = str(identifier.productId);
  if (!productId)
    throw malformed(
      SERVICE,
      `${path}.productBaseInfo.productIdentifier.productId`,
      'a product without a product id',
    );
  return finish({
    productId,
    base: attrs,
    raw,
    variant: 'v0.1.0',
    mrp: price(attrs.maximumRetailPrice),
    selling: price(attrs.sellingPrice),
    special: undefined,
    categoryPath: categoryPathV0(identifier.categoryPaths),
  });
}

interface Parts {
  productId: string;
  base: Rec;
  raw: Rec;
  variant: FeedVariant;
  mrp: Price | undefined;
  selling: Price | undefined;
  special: Price | undefined;
  categoryPath: string;
}

function finish(p: Parts): Product {
  const b = p.base;
  const product: Product = {
    productId: p.productId,
    title: str(b.title) ?? '',
    description: str(b.productDescription) ?? '',
    brand: str(b.productBrand) ?? '',
    mrp: p.mrp?.amount ?? null,
    sellingPrice: p.selling?.amount ?? null,
    currency: p.selling?.currency ?? p.mrp?.currency ?? p.special?.currency ?? '',
    inStock: bool(b.inStock) ?? false,
    isAvailable: bool(b.isAvailable) ?? true,
    codAvailable: bool(b.codAvailable) ?? false,
    discountPercentage: num(b.discountPercentage) ?? null,
    imageUrls: stringMap(b.imageUrls),
    categoryPath: p.categoryPath,
    productUrl: str(b.productUrl) ?? '',
    offers: list(b.offers).flatMap((o) => {
      const s = str(o);
      return s === undefined || s === '' ? [] : [s];
    }),
    variant: p.variant,
    raw: p.raw,
  };
  if (p.special !== undefined) product.specialPrice = p.special.amount;
  const styleCode = str(b.styleCode);
  if (styleCode) product.styleCode = styleCode;
  return product;
}

interface Price {
  amount: number;
  currency: string | undefined;
}

function price(value: unknown): Price | undefined {
  if (!isRecord(value)) return undefined;
  const amount = num(value.amount);
  return amount === undefined ? undefined : { amount, currency: str(value.currency) };
}

function firstPrice(base: Rec, keys: string[]): Price | undefined {
  for (const k of keys) {
    const p = price(base[k]);
    if (p !== undefined) return p;
  }
  return undefined;
}

/** v1.1.0 `categoryPath`: `A>B>C` in real captures, a JSON list of `{node_id, node_name}` in the spec. */
export function categoryPathV1(value: unknown): string {
  if (Array.isArray(value)) return nodeNames(value);
  const text = str(value)?.trim() ?? '';
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) return nodeNames(parsed);
    } catch {
      // Not JSON after all: keep the text.
    }
  }
  return text;
}

function nodeNames(nodes: unknown[]): string {
  return nodes
    .map((n) => (isRecord(n) ? str(n.node_name ?? n.nodeName ?? n.title) : str(n)))
    .filter((s): s is string => s !== undefined && s !== '')
    .join('>');
}

/** v0.1.0 `categoryPaths.categoryPath`: a list of paths, each a list of `{title}`; the first path is used. */
export function categoryPathV0(value: unknown): string {
  const paths = isRecord(value) ? list(value.categoryPath) : [];
  const first = paths[0];
  const levels = Array.isArray(first) ? first : first === undefined ? [] : [first];
  return nodeNames(levels);
}
