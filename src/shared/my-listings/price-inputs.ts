import { formatRupees } from './checks.ts';
import type { PriceLimits } from './payloads.ts';

/** What a seller typed in a rule, floor or ceiling cell: whole rupees (null: emptied), or why it was not taken. */
export type RupeeInput = { ok: true; value: number | null } | { ok: false; problem: string };

/** The cells typed in whole rupees, as a sentence names them. */
export type RupeeField = 'rule' | 'floor' | 'ceiling';

const NAMES: Record<RupeeField, string> = {
  rule: 'A rule is how many rupees under the buy box',
  floor: 'A floor is the lowest selling price in rupees',
  ceiling: 'A ceiling is the highest selling price in rupees',
};

/**
 * Reads a typed amount ("1299", "₹1,299", "" to clear) and refuses, with a sentence, what would otherwise be read
 * silently as something else: a percent ("5%" is not ₹5), a minus ("-200" is not ignored), a fraction, words.
 */
export function parseRupeeInput(typed: unknown, field: RupeeField): RupeeInput {
  if (typed === null || typed === undefined) return { ok: true, value: null };
  const text = String(typed).trim();
  if (text === '') return { ok: true, value: null };
  const shown = `“${text}” was not saved`;
  if (text.includes('%'))
    return {
      ok: false,
      problem: `${NAMES[field]}, not a percent: ${shown}. Type the rupees, such as 40 for ₹40.`,
    };
  const value = Number(text.replace(/^(₹|rs\.?|inr)\s*/i, '').replace(/[,\s]/g, ''));
  if (!Number.isFinite(value))
    return { ok: false, problem: `${NAMES[field]}: ${shown}, as it is not a number of rupees.` };
  if (value < 0)
    return {
      ok: false,
      problem:
        field === 'rule'
          ? `${NAMES[field]}, 0 or more: ${shown}. For ₹${Math.abs(value)} under the buy box, type ${Math.abs(value)}.`
          : `${NAMES[field]}, 0 or more: ${shown}.`,
    };
  if (!Number.isInteger(value))
    return { ok: false, problem: `${NAMES[field]}, whole rupees only: ${shown}.` };
  return { ok: true, value };
}

/**
 * Why a floor and ceiling cannot stand for a listing of this MRP (none: they can). A ceiling above the MRP is
 * refused rather than kept: the selling price can never be above the MRP, so it would never hold anything back.
 */
export function limitsProblems(limits: PriceLimits, mrp: number | null | undefined): string[] {
  const { floor, ceiling } = limits;
  const out: string[] = [];
  if (mrp !== null && mrp !== undefined) {
    if (ceiling !== undefined && ceiling > mrp)
      out.push(
        `The ceiling ${formatRupees(ceiling)} is above the MRP ${formatRupees(mrp)}, and a selling price is never above the MRP. Set a ceiling of ${formatRupees(mrp)} or less, or leave it empty.`,
      );
    if (floor !== undefined && floor > mrp)
      out.push(
        `The floor ${formatRupees(floor)} is above the MRP ${formatRupees(mrp)}: no selling price could pass it.`,
      );
  }
  if (floor !== undefined && ceiling !== undefined && floor > ceiling)
    out.push(
      `The floor ${formatRupees(floor)} is above the ceiling ${formatRupees(ceiling)}: no selling price could pass both.`,
    );
  return out;
}
