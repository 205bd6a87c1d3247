import { COLUMNS } from './columns.ts';

export interface CellRef {
  column: string;
  index?: number;
}

/** Wire path with entry indices replaced by `[]` → column id. Both spellings of the selling price are known. */
const BY_WIRE_PATH: ReadonlyMap<string, string> = new Map([
  ...COLUMNS.map((c) => [c.wirePath, c.id] as const),
  ['$.price.sellingPrice', 'selling_price'],
  ['$.price.currency', 'selling_price'],
  ['$.shipping_fees.currency', 'shipping_local'],
]);

/**
 * The cell an attribute error of the marketplace points at: `$.packages[1].name` → package_name, entry 1. A path to
 * an object (`$.shipping_fees`, `$.packages[0]`) points at its first column; an unknown path at the SKU.
 */
export function cellOfPath(path: string): CellRef {
  const p = path.trim().startsWith('$') ? path.trim() : `$.${path.trim()}`;
  const index = /\[(\d+)\]/.exec(p)?.[1];
  const generic = p.replace(/\[\d+\]/g, '[]');
  const ref = (column: string): CellRef =>
    index === undefined ? { column } : { column, index: Number(index) };
  const exact = BY_WIRE_PATH.get(generic);
  if (exact !== undefined) return ref(exact);
  for (const c of COLUMNS)
    if (c.wirePath.startsWith(`${generic}.`) || c.wirePath.startsWith(`${generic}[`)) return ref(c.id);
  return { column: 'sku' };
}
