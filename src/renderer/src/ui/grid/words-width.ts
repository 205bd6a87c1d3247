/**
 * Room a cell takes beside its text: AG Grid Quartz's padding (16 px a side) and its borders, with a pixel to spare
 * for rounding.
 */
const CELL_SLACK_PX = 36;

let context: CanvasRenderingContext2D | null | undefined;

/**
 * The width a grid column needs to show each of `words` whole in the page's font, and never less than `least`.
 * Columns of words sized by hand for English cut Hindi's longer ones ("पैकेजिंग का कोई नियम नहीं"); measured as the
 * columns are made (a language change makes them again, and Hindi is drawn only once its font has loaded:
 * language-store.ts), each language gets its own widths. Without a canvas (tests in Node) it is `least`.
 */
export function wordsWidth(words: readonly string[], least: number): number {
  if (typeof document === 'undefined') return least;
  context ??= document.createElement('canvas').getContext('2d');
  if (!context) return least;
  const style = getComputedStyle(document.body);
  context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const measure = context;
  const widest = Math.max(0, ...words.map((w) => measure.measureText(w).width));
  return Math.max(least, Math.ceil(widest) + CELL_SLACK_PX);
}
