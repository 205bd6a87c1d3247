import { COLUMNS } from './columns.ts';

/** `Selling Price`, ` selling-price `, `SELLING_PRICE` → `selling_price`. */
export function normaliseHeader(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s\-.]+/g, '_');
}

/** Normalised header → column id: the column id itself and its title are both understood. */
const BY_HEADER: ReadonlyMap<string, string> = new Map(
  COLUMNS.flatMap((c) => [
    [normaliseHeader(c.id), c.id],
    [normaliseHeader(c.title), c.id],
  ]),
);

export function columnOfHeader(header: string): string | undefined {
  return BY_HEADER.get(normaliseHeader(header));
}
