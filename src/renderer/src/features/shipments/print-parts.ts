/**
 * A long pick list is shown and printed in parts: part 0 is the list itself, then the slips SLIPS_PER_PART at a
 * time. Chromium's print time grows faster than the page count (5,000 slips as one document took 10.7–33 s to PDF,
 * 500 take well under a second), so the desktop app prints each part and joins them, and the browser's own print is
 * given one part at a time (docs/PERFORMANCE.md, "Printing in parts"). A short list stays one document.
 */
export const SLIPS_PER_PART = 500;

/** How many parts a list of `slips` is shown in; 1 means the whole document at once. */
export function partCount(slips: number): number {
  return slips <= SLIPS_PER_PART ? 1 : 1 + Math.ceil(slips / SLIPS_PER_PART);
}

/** The slips part `index` holds, as [from, to) indices; part 0 (the list) holds none. */
export function partSlips(index: number, slips: number): [number, number] {
  if (index === 0) return [0, 0];
  const from = (index - 1) * SLIPS_PER_PART;
  return [from, Math.min(from + SLIPS_PER_PART, slips)];
}
