import { locationLabel, type LocationNames } from '../locations/location-names.ts';
import type { ReadListing } from '../my-listings/intents.ts';
import type { ListingEdit } from '../my-listings/payloads.ts';
import { inEnglish, type Translate } from './translate.ts';

/**
 * Putting returns received as good back in stock: their quantities summed per SKU and location, one stock change per
 * SKU made against the stock as just read (My listings' compare and set), and the preview's words. Pure.
 */

/** A return received as good, not yet back in stock. */
export interface RestockReturn {
  returnId: string;
  sku: string | null;
  locationId: string | null;
  quantity: number;
}

/** One SKU at one location in a restock preview. */
export interface RestockLine {
  sku: string;
  locationId: string;
  /** The stock there as just read; null when the marketplace has no listing of the SKU there. */
  before: number | null;
  after: number | null;
  quantity: number;
  returnIds: string[];
  /** Why this line is not sent, in a sentence; null when it is. */
  problem: string | null;
  /** "MUG-1: stock 4 → 6", or the problem. */
  words: string;
}

export interface RestockPreview {
  lines: RestockLine[];
  /** The returns the restock would put back (lines without a problem). */
  returnIds: string[];
  /** The confirmation's question, saying how many; "Nothing to put back in stock." when none. */
  confirm: string;
}

/** The returns summed per SKU and location, in SKU then location order; returns without either are left out. */
export function restockGroups(
  returns: readonly RestockReturn[],
): { sku: string; locationId: string; quantity: number; returnIds: string[] }[] {
  const groups = new Map<
    string,
    { sku: string; locationId: string; quantity: number; returnIds: string[] }
  >();
  for (const r of returns) {
    if (r.sku === null || r.locationId === null) continue;
    const key = JSON.stringify([r.sku, r.locationId]);
    const g = groups.get(key) ?? { sku: r.sku, locationId: r.locationId, quantity: 0, returnIds: [] };
    g.quantity += r.quantity;
    g.returnIds.push(r.returnId);
    groups.set(key, g);
  }
  return [...groups.values()].sort((a, b) =>
    a.sku === b.sku ? a.locationId.localeCompare(b.locationId) : a.sku.localeCompare(b.sku),
  );
}

/**
 * The preview and the stock changes of a restock: each SKU's locations as read (`listings`), each location that
 * returns came back to raised by their quantity. A SKU the marketplace does not list at that location is held back.
 */
export function restockPlan(
  returns: readonly RestockReturn[],
  listings: readonly ReadListing[],
  names: LocationNames = {},
  tr: Translate = inEnglish,
): { preview: RestockPreview; edits: ListingEdit[] } {
  const bySku = new Map(listings.map((l) => [l.sku, l]));
  const lines: RestockLine[] = [];
  const edits = new Map<string, Extract<ListingEdit, { kind: 'stock' }>>();
  const unknown = returns.filter((r) => r.sku === null || r.locationId === null);
  for (const g of restockGroups(returns)) {
    const listing = bySku.get(g.sku);
    const at = listing?.locations.find((l) => l.id === g.locationId);
    const where = locationLabel(g.locationId, names);
    const several = (listing?.locations.length ?? 0) > 1;
    if (listing === undefined || at === undefined) {
      const problem =
        listing === undefined
          ? tr('returns.restock.noListing', { sku: g.sku })
          : tr('returns.restock.notStockedAt', { sku: g.sku, where });
      lines.push({ ...g, before: null, after: null, problem, words: problem });
      continue;
    }
    const after = at.inventory + g.quantity;
    const stock = { sku: g.sku, before: at.inventory, after, where };
    const words = several ? tr('returns.restock.lineAt', stock) : tr('returns.restock.line', stock);
    lines.push({ ...g, before: at.inventory, after, problem: null, words });
    const edit = edits.get(g.sku) ?? {
      sku: g.sku,
      productId: listing.productId,
      kind: 'stock' as const,
      before: listing.locations,
      after: listing.locations,
      adds: true,
    };
    edits.set(g.sku, {
      ...edit,
      after: edit.after.map((l) => (l.id === g.locationId ? { ...l, inventory: after } : l)),
    });
  }
  const sent = lines.filter((l) => l.problem === null);
  const units = sent.reduce((n, l) => n + l.quantity, 0);
  const skus = new Set(sent.map((l) => l.sku)).size;
  const held = unknown.length === 0 ? '' : ` ${tr('returns.restock.heldBack', { count: unknown.length })}`;
  return {
    preview: {
      lines,
      returnIds: sent.flatMap((l) => l.returnIds),
      confirm:
        (sent.length === 0 ? tr('returns.restock.nothing') : tr('returns.restock.confirm', { units, skus })) +
        held,
    },
    edits: [...edits.values()],
  };
}
