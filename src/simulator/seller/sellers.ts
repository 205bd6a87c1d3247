import { createHash } from 'node:crypto';
import { Rng, hashString, idChars, mix, scramble30 } from '../rng.ts';
import type { Pools } from '../support/pools.ts';

/** One SKU of a seller's catalogue: what shipments reference and what the seeded listings hold. */
export interface CatalogSku {
  sku: string;
  fsn: string;
  listingId: string;
  title: string;
  hsn: string;
  taxCode: string;
  mrp: number;
  sellingPrice: number;
  stock: number;
  procurementSla: number;
  active: boolean;
}

export interface Seller {
  id: string;
  /** Login on the simulated authorization page. */
  username: string;
  password: string;
  name: string;
  locations: string[];
  skus: CatalogSku[];
}

export const SELLER_PASSWORD = 'demo';
export const SELLER_USERNAMES = ['demo-seller', 'second-seller'] as const;

const ITEM_KINDS = [
  { noun: 'Round Neck T-Shirt', code: 'TSH', hsn: '6109', tax: 'GST_APPAREL', mrp: [399, 1499] },
  { noun: 'Straight Kurta', code: 'KTA', hsn: '6211', tax: 'GST_APPAREL', mrp: [599, 2999] },
  { noun: 'Steel Water Bottle', code: 'BTL', hsn: '7323', tax: 'GST_18', mrp: [299, 999] },
  { noun: 'Bluetooth Earphones', code: 'ACC', hsn: '8518', tax: 'GST_18', mrp: [999, 4999] },
  { noun: 'Ceramic Coffee Mug', code: 'MUG', hsn: '6912', tax: 'GST_12', mrp: [199, 699] },
  { noun: 'Laptop Backpack', code: 'BAG', hsn: '4202', tax: 'GST_18', mrp: [799, 3499] },
  { noun: 'Ruled Notebook', code: 'DIA', hsn: '4820', tax: 'GST_12', mrp: [99, 399] },
  { noun: 'Yoga Mat', code: 'SPT', hsn: '9506', tax: 'GST_12', mrp: [499, 1999] },
  { noun: 'LED Bulb 9W', code: 'BLB', hsn: '8539', tax: 'GST_12', mrp: [99, 349] },
  { noun: 'Organic Green Tea', code: 'TEA', hsn: '0902', tax: 'GST_5', mrp: [149, 599] },
] as const;

const SIZES = ['S', 'M', 'L', 'XL'];

function hex(text: string, length: number): string {
  return createHash('sha256').update(text).digest('hex').slice(0, length);
}

function makeSkus(seed: number, sellerIndex: number, count: number, pools: Pools): CatalogSku[] {
  const rng = new Rng(mix(seed, sellerIndex, 0x5c0));
  const skus: CatalogSku[] = [];
  for (let i = 0; i < count; i++) {
    const kind = ITEM_KINDS[i % ITEM_KINDS.length] ?? ITEM_KINDS[0];
    const brand = rng.pick(pools.companyNames).split(/[ ,-]/)[0] ?? 'Desi';
    const color = rng.pick(pools.colors);
    const size = kind.tax === 'GST_APPAREL' ? rng.pick(SIZES) : undefined;
    const mrp = Math.round(rng.int(kind.mrp[0], kind.mrp[1]) / 10) * 10 - 1;
    const sellingPrice = Math.max(1, Math.round(mrp * (1 - rng.int(0, 45) / 100)));
    const h = mix(seed, sellerIndex, i);
    skus.push({
      sku: `${kind.code}-${color.replace(/\W/g, '').slice(0, 4).toUpperCase()}-${String(i + 1).padStart(3, '0')}${size ? `-${size}` : ''}`,
      fsn: `${kind.code}${idChars(h, 7)}${idChars(scramble30(sellerIndex * 100000 + i, seed), 6)}`,
      listingId: `LST${kind.code}${idChars(hashString(`listing:${sellerIndex}:${i}`, seed), 7)}${idChars(scramble30(sellerIndex * 100000 + i, seed + 1), 6)}`,
      title: `${brand} ${rng.pick(pools.adjectives)} ${kind.noun} (${color}${size ? `, ${size}` : ''})`,
      hsn: kind.hsn,
      taxCode: kind.tax,
      mrp,
      sellingPrice,
      stock: rng.int(0, 250),
      procurementSla: rng.int(1, 3),
      active: rng.chance(0.9),
    });
  }
  return skus;
}

/** The primary seller (self-access app, third-party app) and a second seller (third-party app only). */
export function makeSellers(seed: number, pools: Pools): Seller[] {
  return SELLER_USERNAMES.map((username, index) => {
    const rng = new Rng(mix(seed, index, 0x5e11));
    return {
      id: `sim-seller-${hex(`${seed}:seller:${index}`, 10)}`,
      username,
      password: SELLER_PASSWORD,
      name: rng.pick(pools.companyNames),
      locations: Array.from(
        { length: index === 0 ? 3 : 1 },
        (_, l) => `LOC${hex(`${seed}:${index}:loc:${l}`, 12).toUpperCase()}`,
      ),
      skus: makeSkus(seed, index, index === 0 ? 60 : 15, pools),
    };
  });
}
