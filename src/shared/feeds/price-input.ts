import type { Translate } from './feed-words.ts';

/**
 * A price as a person types it in India: "52000", "52,000", "5,20,000", "₹52,000.50", "Rs. 52,000" or "INR 52000".
 * Answers the amount, null for an empty field, or a sentence saying what is wrong.
 */
export function parsePriceInput(text: string, t: Translate): { price: number | null } | { problem: string } {
  const raw = text.trim();
  if (raw === '') return { price: null };
  const bare = raw.replace(/^(₹|rs\.?|inr)\s*/i, '').replace(/\s+/g, '');
  // Commas only between digit groups (Indian "5,20,000" or Western "520,000"), at most two decimals.
  if (!/^\d{1,3}(,\d{2,3})*(\.\d{1,2})?$|^\d+(\.\d{1,2})?$/.test(bare))
    return { problem: t('feeds.price.notAPrice', { typed: raw }) };
  const price = Number(bare.replaceAll(',', ''));
  if (!(price > 0)) return { problem: t('feeds.price.aboveZero') };
  return { price };
}
