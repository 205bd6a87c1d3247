import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Checks of the page's layout and focus the fit and keyboard journeys share. */

/** The window sizes a seller's screen has: a 13" laptop and a desktop monitor. */
export const WINDOW_SIZES = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;

/**
 * What sticks out sideways, as sentences (none when the screen fits): the page wider than the window or scrolled
 * sideways, a box that scrolls sideways (grids excepted: their columns scroll in them by design), or an element
 * past the window's edge that no box clips. In the page, as a string: the journeys' TypeScript has no DOM types.
 */
const OVERFLOW = `(() => {
  const describe = (el) => {
    const name = el.getAttribute('aria-label') || (el.textContent || '').trim().slice(0, 40);
    return el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? '.' + el.className.split(' ')[0] : '') + (name ? ' "' + name + '"' : '');
  };
  const width = document.documentElement.clientWidth;
  const page = document.scrollingElement;
  const found = [];
  if (page.scrollWidth > page.clientWidth) found.push('the page is ' + page.scrollWidth + ' px wide in a ' + page.clientWidth + ' px window');
  if (page.scrollLeft > 0 || window.scrollX > 0) found.push('the page is scrolled ' + page.scrollLeft + ' px sideways');
  for (const el of document.querySelectorAll('body *')) {
    if (el.closest('.ag-root-wrapper, .visually-hidden')) continue;
    const style = getComputedStyle(el);
    if (style.display === 'none' || style.visibility === 'hidden') continue;
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if ((style.overflowX === 'auto' || style.overflowX === 'scroll') && el.scrollWidth > el.clientWidth + 1)
      found.push(describe(el) + ' scrolls sideways (' + el.scrollWidth + ' px in ' + el.clientWidth + ' px)');
    if (el.scrollLeft > 0 && !el.matches('.ag-root-wrapper *'))
      found.push(describe(el) + ' is scrolled ' + el.scrollLeft + ' px sideways');
    if (box.width > width + 1) found.push(describe(el) + ' is ' + Math.round(box.width) + ' px wide');
    else if (box.right > width + 1 || box.left < -1) {
      let clipped = false;
      for (let up = el.parentElement; up && !clipped; up = up.parentElement) {
        const s = getComputedStyle(up);
        const b = up.getBoundingClientRect();
        clipped = s.overflowX !== 'visible' && b.right <= width + 1 && b.left >= -1;
      }
      if (!clipped) found.push(describe(el) + ' reaches ' + Math.round(box.right) + ' px in a ' + width + ' px window');
    }
  }
  return [...new Set(found)].slice(0, 8);
})()`;

/** The screen fits its window: nothing sideways (see OVERFLOW). */
export async function expectFits(page: Page, where: string): Promise<void> {
  expect(await page.evaluate<string[]>(OVERFLOW), `what sticks out of ${where}`).toEqual([]);
}

/**
 * Tabs through the screen (`presses` times, from where focus is), checking after each Tab that nothing moved
 * sideways (a field past the edge slid the page under the sidebar); answers the names of the controls visited.
 */
export async function tabThrough(page: Page, presses: number, where: string): Promise<string[]> {
  const visited: string[] = [];
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    const at = await page.evaluate<{ name: string; sideways: number }>(`(() => {
      const el = document.activeElement;
      const main = document.querySelector('main');
      return {
        name: el ? (el.getAttribute('aria-label') || el.textContent || el.tagName).trim().slice(0, 60) : '',
        sideways: document.scrollingElement.scrollLeft + window.scrollX + (main ? main.scrollLeft : 0),
      };
    })()`);
    expect(at.sideways, `sideways scroll of ${where} after Tab ${i + 1} (on ${at.name})`).toBe(0);
    visited.push(at.name);
  }
  return visited;
}

/** The controls inside `box` the Tab key stops at (a chart should have none: its table is the way in). */
export async function tabStopsIn(box: Locator): Promise<string[]> {
  return box.evaluate((el) =>
    [el, ...Array.from(el.querySelectorAll('*'))]
      .filter((e) => (e as { tabIndex: number }).tabIndex >= 0 && !(e as { disabled?: boolean }).disabled)
      .map((e) => (e as { outerHTML: string }).outerHTML.slice(0, 120)),
  );
}
