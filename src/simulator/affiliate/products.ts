import { Rng, idChars, mix, scramble30 } from '../rng.ts';
import type { Pools } from '../support/pools.ts';
import type { Category, Override } from './catalog.ts';
import type { PlacedOffer } from './seller-offers.ts';
import { imageUrl } from './images.ts';

/** Everything a record of either variant needs, generated from (seed, category, index) alone. */
export interface ProductCore {
  productId: string;
  title: string;
  brand: string;
  description: string;
  mrp: number;
  sellingPrice: number;
  specialPrice: number;
  discountPercentage: number;
  inStock: boolean;
  isAvailable: boolean;
  codAvailable: boolean;
  emiAvailable: boolean | null;
  images: Record<string, string>;
  productUrl: string;
  categoryPath: string;
  color: string;
  size: string;
  sizeUnit: string;
  storage: string;
  displaySize: string;
  styleCode: string | null;
  offers: string[];
  family: string[];
  shippingCharge: number;
  deliveryDays: number;
  sellerName: string | null;
  sellerRating: number | null;
  sellerRatings: number;
  sellerReviews: number;
  keySpecs: string[];
  specs: { key: string; values: { key: string; value: string[] }[] }[];
}

const OFFERS = [
  'Extra 5% off* with Axis Bank Buzz Credit Card',
  'No Cost EMI on select cards',
  '10% Instant Discount on HDFC Bank Cards',
  'Bank Offer: 5% Unlimited Cashback',
  'Special Price: Get extra 10% off',
  'Combo Offer: Buy 2 items save 5%',
];
const IMAGE_SIZES = ['200x200', '400x400', '800x800'];

export function productId(seed: number, category: Category, index: number): string {
  const placed = category.placed.get(index);
  if (placed !== undefined) return placed.productId;
  return `${category.def.prefix}${idChars(mix(seed, category.index, index), 7)}${idChars(scramble30(index, mix(seed, category.index)), 6)}`;
}

/** The index of a product id in its category (a walk over the ids, for the admin interface only). */
export function indexOfProduct(seed: number, category: Category, id: string): number | undefined {
  for (let index = 0; index < category.size; index++)
    if (productId(seed, category, index) === id) return index;
  return undefined;
}

/** Cheap stock check, used to filter without building the record. */
export function inStockAt(seed: number, category: Category, index: number): boolean {
  // A seller's own product starts in stock, so its buy box has an offer to show.
  const base = category.placed.has(index) || mix(seed, category.index, index, 0x570c) % 100 < 82;
  return category.overrides.get(index)?.stockFlip ? !base : base;
}

export function isRemoved(category: Category, index: number): boolean {
  return category.overrides.get(index)?.removed === true;
}

/** A seller's product's price: its own, or after a price bump up to 20 rupees either way (1 to the MRP). */
function placedPrice(placed: PlacedOffer, override: Override | undefined): number {
  const salt = override?.priceSalt ?? 0;
  const moved = salt === 0 ? placed.sellingPrice : placed.sellingPrice + ((salt % 41) - 20);
  return Math.min(placed.mrp, Math.max(1, moved));
}

const slugify = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * `imageOrigin`: where the simulator listens, so the records' images are the ones it serves itself
 * (`/images/…`, images.ts); without it (a record made outside a running simulator) they lead nowhere.
 */
export function makeProduct(
  seed: number,
  pools: Pools,
  category: Category,
  index: number,
  imageOrigin = '',
): ProductCore {
  const def = category.def;
  const rng = new Rng(mix(seed, category.index, index, 0x9a0d));
  const id = productId(seed, category, index);
  const brand = rng.pick(def.brands);
  const noun = rng.pick(def.nouns);
  const color = rng.chance(0.7) ? rng.pick(pools.colors) : '';
  const size = def.sizes.length > 0 ? rng.pick(def.sizes) : '';
  const storage = def.storage.length > 0 ? rng.pick(def.storage) : '';
  const displaySize = def.displaySize.length > 0 ? rng.pick(def.displaySize) : '';
  const model = `${idChars(rng.int(0, 32767), 3)}-${rng.int(10, 999)}`;
  const detail = [color, storage, size].filter((s) => s.length > 0).join(', ');
  const placed = category.placed.get(index);
  const generatedTitle = `${brand} ${rng.pick(pools.adjectives)} ${noun}${detail ? ` (${detail})` : ''}`;
  const title = placed?.title ?? generatedTitle;
  const override = category.overrides.get(index);
  // A price change re-rolls the price from a salt stored with the bump.
  const priceRng = override?.priceSalt ? new Rng(mix(seed, index, override.priceSalt)) : rng;
  const generatedMrp = Math.round(priceRng.int(def.mrp[0], def.mrp[1]) / 10) * 10 - 1;
  const generated = priceRng.chance(0.2) ? 0 : priceRng.int(5, 70);
  const mrp = placed?.mrp ?? generatedMrp;
  // A price set through the admin interface wins; its discount follows from it. A seller's product keeps its
  // seller's price, moved a little by a price bump.
  const set = override?.sellingPrice ?? (placed === undefined ? undefined : placedPrice(placed, override));
  const sellingPrice = set ?? Math.round(mrp * (1 - generated / 100));
  const discountPercentage =
    set === undefined ? generated : Math.max(0, Math.round((1 - sellingPrice / mrp) * 100));
  const special = priceRng.chance(0.4);
  const specialPrice = special && set === undefined ? Math.round(sellingPrice * 0.95) : sellingPrice;
  const slug = slugify(`${brand} ${noun} ${model}`);
  const imageKey = `${slug}-original-ima${idChars(mix(seed, index, 3), 12).toLowerCase()}`;
  const images: Record<string, string> = {};
  for (const s of IMAGE_SIZES) {
    const [w, h] = s.split('x');
    images[s] =
      imageOrigin === ''
        ? `https://img.demo-marketplace.invalid/image/${w}/${h}/${def.prefix.toLowerCase()}/${imageKey}.jpeg?q=90`
        : imageUrl(imageOrigin, Number(w), Number(h), def.prefix.toLowerCase(), imageKey);
  }
  const familySize = rng.chance(0.5) ? rng.int(1, 3) : 0;
  const family = [id];
  for (let f = 1; f < familySize; f++)
    family.push(productId(seed, category, (index + f * 7919) % Math.max(1, category.size)));
  const specValues = def.specs.map(([key, values]) => ({ key, value: [rng.pick(values)] }));
  const sellerRated = rng.chance(0.8);
  return {
    productId: id,
    title,
    brand: placed === undefined ? brand : (placed.title.split(' ')[0] ?? brand),
    description: rng.chance(0.6) ? rng.pick(pools.descriptions) : '',
    mrp,
    sellingPrice,
    specialPrice,
    discountPercentage,
    inStock: inStockAt(seed, category, index),
    isAvailable: !isRemoved(category, index),
    codAvailable: rng.chance(0.85),
    emiAvailable: mrp > 5000 ? true : rng.chance(0.5) ? null : false,
    images,
    productUrl: `https://www.demo-marketplace.invalid/${slug}/p/itm${idChars(mix(seed, category.index, index, 9), 13).toLowerCase()}?pid=${id}`,
    categoryPath: def.path.join('>'),
    color,
    size,
    sizeUnit: size ? def.sizeUnit : '',
    storage,
    displaySize,
    styleCode: rng.chance(0.7) ? model.toUpperCase() : null,
    offers: rng.sample(OFFERS, rng.int(0, 3)),
    family,
    shippingCharge: sellingPrice >= 499 ? 0 : 40,
    deliveryDays: rng.int(2, 9),
    sellerName: placed?.sellerName ?? (rng.chance(0.95) ? rng.pick(pools.personNames) : null),
    sellerRating: sellerRated ? rng.int(25, 49) / 10 : null,
    sellerRatings: sellerRated ? rng.int(1, 50000) : 0,
    sellerReviews: sellerRated ? rng.int(0, 5000) : 0,
    keySpecs: specValues.map((s) => `${s.key}: ${s.value[0] ?? ''}`),
    specs: [
      {
        key: 'General',
        values: [{ key: 'Brand', value: [brand] }, { key: 'Model Name', value: [model] }, ...specValues],
      },
      ...(color ? [{ key: 'Appearance', values: [{ key: 'Color', value: [color] }] }] : []),
    ],
  };
}
