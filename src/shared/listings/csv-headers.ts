import { COLUMNS } from './columns.ts';
import { HEADER_ALIASES, HEADER_WORDS } from './header-words.ts';

/** `Selling Price`, ` selling-price `, `SELLING_PRICE` → `selling_price`. */
export function normaliseHeader(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s\-.]+/g, '_');
}

/** A header without its unit in brackets or a currency sign: `MRP (INR)`, `MRP (₹)`, `MRP ₹` → `mrp`. */
function withoutUnit(header: string): string {
  return normaliseHeader(header.replace(/\([^)]*\)|\[[^\]]*\]|₹/g, ' ').replace(/\s+/g, ' '));
}

/**
 * Normalised header → column id: the column id itself, its title in the sheet, its header in words (the Excel
 * files) and the seller panel's words are all understood. The first meaning of a header wins.
 */
const BY_HEADER: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  const add = (header: string, id: string) => {
    for (const key of [normaliseHeader(header), withoutUnit(header)]) if (!map.has(key)) map.set(key, id);
  };
  for (const c of COLUMNS) add(c.id, c.id);
  for (const c of COLUMNS) add(c.title, c.id);
  for (const c of COLUMNS) add(HEADER_WORDS[c.id] ?? c.id, c.id);
  for (const c of COLUMNS) for (const alias of HEADER_ALIASES[c.id] ?? []) add(alias, c.id);
  return map;
})();

export function columnOfHeader(header: string): string | undefined {
  return BY_HEADER.get(normaliseHeader(header)) ?? BY_HEADER.get(withoutUnit(header));
}
