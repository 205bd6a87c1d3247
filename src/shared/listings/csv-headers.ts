import { COLUMNS } from './columns.ts';
import { LANGUAGE_CODES } from '../i18n/languages.ts';
import { translatorFor } from '../i18n/translator.ts';
import { HEADER_ALIASES, HEADER_WORDS } from './header-words.ts';
import { COLUMN_TITLE_IDS, HEADER_WORD_IDS } from './words.ts';

/** `Selling Price`, ` selling-price `, `SELLING_PRICE` → `selling_price`. */
export function normaliseHeader(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s\-.]+/g, '_');
}

/**
 * A header without its unit in brackets or a currency sign, nor the asterisk of a required column: `MRP (INR)`,
 * `MRP (₹)`, `MRP ₹`, `MRP*` → `mrp`.
 */
function withoutUnit(header: string): string {
  return normaliseHeader(header.replace(/\([^)]*\)|\[[^\]]*\]|₹|\*/g, ' ').replace(/\s+/g, ' '));
}

/**
 * Normalised header → column id: the column id itself, its title in the sheet, its header in words (the Excel
 * files) and the seller panel's words are all understood, in every language Stockroom speaks (an Excel export made
 * in Hindi reads back). The first meaning of a header wins.
 */
const BY_HEADER: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  const add = (header: string, id: string) => {
    for (const key of [normaliseHeader(header), withoutUnit(header)])
      if (key !== '' && !map.has(key)) map.set(key, id);
  };
  for (const c of COLUMNS) add(c.id, c.id);
  for (const c of COLUMNS) add(c.title, c.id);
  for (const c of COLUMNS) add(HEADER_WORDS[c.id] ?? c.id, c.id);
  for (const c of COLUMNS) for (const alias of HEADER_ALIASES[c.id] ?? []) add(alias, c.id);
  for (const language of LANGUAGE_CODES) {
    const { t } = translatorFor(language);
    for (const c of COLUMNS) {
      const words = HEADER_WORD_IDS[c.id];
      const title = COLUMN_TITLE_IDS[c.id];
      if (words !== undefined) add(t(words), c.id);
      if (title !== undefined) add(t(title), c.id);
    }
  }
  return map;
})();

/** The column a header names; none for a blank one (a serial-number column), which took the SKU's place before. */
export function columnOfHeader(header: string): string | undefined {
  const key = normaliseHeader(header);
  if (key === '') return undefined;
  return BY_HEADER.get(key) ?? BY_HEADER.get(withoutUnit(header));
}
