import type { MessageId } from '../i18n/catalogue.ts';
import { translatorFor } from '../i18n/translator.ts';
import type { Translate } from '../locations/location-names.ts';
import { formatRupees } from './checks.ts';
import type { PriceLimits } from './payloads.ts';

/** What a seller typed in a price, rule, floor or ceiling cell: whole rupees (null: emptied), or why it was not taken. */
export type RupeeInput = { ok: true; value: number | null } | { ok: false; problem: string };

/** The cells typed in whole rupees, as a sentence names them. */
export type RupeeField = 'sellingPrice' | 'mrp' | 'rule' | 'floor' | 'ceiling';

const NAMES: Record<RupeeField, MessageId> = {
  sellingPrice: 'myListings.input.name.sellingPrice',
  mrp: 'myListings.input.name.mrp',
  rule: 'myListings.input.name.rule',
  floor: 'myListings.input.name.floor',
  ceiling: 'myListings.input.name.ceiling',
};

/** English, where a caller does not say its language (the tests of the rules). */
const english: Translate = (id, values) => translatorFor('en').t(id, values);

/**
 * Reads a typed amount ("1299", "₹1,299", "" to clear) and refuses, with a sentence in `tr`'s language, what would
 * otherwise be read silently as something else: a percent ("5%" is not ₹5), a minus ("-200" is not ignored), a
 * fraction, words.
 */
export function parseRupeeInput(typed: unknown, field: RupeeField, tr: Translate = english): RupeeInput {
  if (typed === null || typed === undefined) return { ok: true, value: null };
  const text = String(typed).trim();
  if (text === '') return { ok: true, value: null };
  const said = { name: tr(NAMES[field]), shown: tr('myListings.input.shown', { typed: text }) };
  if (text.includes('%')) return { ok: false, problem: tr('myListings.input.percent', said) };
  const value = Number(text.replace(/^(₹|rs\.?|inr)\s*/i, '').replace(/[,\s]/g, ''));
  if (!Number.isFinite(value)) return { ok: false, problem: tr('myListings.input.notNumber', said) };
  if (value < 0)
    return {
      ok: false,
      problem:
        field === 'rule'
          ? tr('myListings.input.negativeRule', { ...said, amount: String(Math.abs(value)) })
          : tr('myListings.input.negative', said),
    };
  if (!Number.isInteger(value)) return { ok: false, problem: tr('myListings.input.fraction', said) };
  return { ok: true, value };
}

/**
 * Why a floor and ceiling cannot stand for a listing of this MRP (none: they can). A ceiling above the MRP is
 * refused rather than kept: the selling price can never be above the MRP, so it would never hold anything back.
 */
export function limitsProblems(
  limits: PriceLimits,
  mrp: number | null | undefined,
  tr: Translate = english,
): string[] {
  const { floor, ceiling } = limits;
  const out: string[] = [];
  if (mrp !== null && mrp !== undefined) {
    if (ceiling !== undefined && ceiling > mrp)
      out.push(
        tr('myListings.limits.ceilingOverMrp', { ceiling: formatRupees(ceiling), mrp: formatRupees(mrp) }),
      );
    if (floor !== undefined && floor > mrp)
      out.push(tr('myListings.limits.floorOverMrp', { floor: formatRupees(floor), mrp: formatRupees(mrp) }));
  }
  if (floor !== undefined && ceiling !== undefined && floor > ceiling)
    out.push(
      tr('myListings.limits.floorOverCeiling', {
        floor: formatRupees(floor),
        ceiling: formatRupees(ceiling),
      }),
    );
  return out;
}

/**
 * Reads a typed stock ("12", "" for no change) as a whole count of units, or says why it was not taken ("2.5",
 * "-3", "ten"): a number field would have dropped what it could not hold and sent another count.
 */
export function parseStockInput(typed: unknown, tr: Translate = english): RupeeInput {
  const text = typed === null || typed === undefined ? '' : String(typed).trim();
  if (text === '') return { ok: true, value: null };
  const value = Number(text.replace(/[,\s]/g, ''));
  if (!Number.isInteger(value) || value < 0)
    return {
      ok: false,
      problem: tr('myListings.input.stock', { shown: tr('myListings.input.shown', { typed: text }) }),
    };
  return { ok: true, value };
}
