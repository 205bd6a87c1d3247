import type { Page } from '@playwright/test';

/** Runs in the page (a string: the journeys' TypeScript has no DOM types). */
const FIND = `(allowedWords, within) => {
  const allow = new Set(allowedWords.map((w) => w.toLowerCase()));
  const isData = (el) => !!el.closest('[translate="no"], .no-translate');
  const shown = (el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  // A word the page shows as data (a SKU, an id) is data too where a name quotes it ("Weight, shipment ab32…").
  for (const el of document.querySelectorAll('[translate="no"], .no-translate'))
    for (const word of (el.textContent || '').match(/[A-Za-z]{3,}/g) || []) allow.add(word.toLowerCase());
  const english = (text) => (text.match(/[A-Za-z]{3,}/g) || []).some((word) => !allow.has(word.toLowerCase()));
  const found = new Set();
  for (const root of document.querySelectorAll(within)) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      const text = (node.textContent || '').trim();
      if (!el || !text || isData(el) || el.closest('script, style, noscript') || !shown(el)) continue;
      if (english(text)) found.add(text);
    }
    for (const el of [root, ...root.querySelectorAll('[aria-label], [title], [placeholder]')]) {
      if (isData(el) || !shown(el)) continue;
      for (const attr of ['aria-label', 'title', 'placeholder']) {
        const value = el.getAttribute(attr);
        if (value && english(value)) found.add(attr + '="' + value + '"');
      }
    }
  }
  return [...found];
}`;

/**
 * Words a translated screen still shows in English: visible text and accessible names (aria-label, title,
 * placeholder) with a Latin word of three letters or more, under `within` (the whole page by default). Data is not
 * ours to translate and is skipped: whatever is inside `translate="no"` (a SKU, a title the marketplace wrote, an id)
 * or a grid cell marked `no-translate`, and the same words where a name quotes them. `allowed` names the words
 * every language writes in Latin letters ("SKU").
 */
export async function englishLeft(
  page: Page,
  options: { allowed?: readonly string[]; within?: string } = {},
): Promise<string[]> {
  return page.evaluate<string[]>(
    `(${FIND})(${JSON.stringify(options.allowed ?? [])}, ${JSON.stringify(options.within ?? 'body')})`,
  );
}
