import axe from 'axe-core';
import type { Page } from '@playwright/test';

/**
 * What every screen is held to: WCAG 2.0 and 2.1, levels A and AA, and axe's best practices (a name for every
 * column header, landmarks used as ARIA allows).
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** Run in the page (strings: the journeys' TypeScript has no DOM types). */
const LOADED = `typeof window.axe?.run === 'function'`;
const RUN = `window.axe
  .run(document, { runOnly: { type: 'tag', values: ${JSON.stringify(TAGS)} } })
  .then((results) => results.violations)`;

/**
 * axe-core's findings on the page as it is now. axe is put into the page once per document: the app changes screens
 * without loading a new document, so a journey's later checks skip compiling axe's 550 kB again (0.3–0.6 s each).
 * It runs in the page itself (`axe.run`): the app has no frames, so nothing needs the blank page that
 * `@axe-core/playwright` opens on every check to merge the results of several frames (about 3 s a check in the
 * longest journeys; docs/PERFORMANCE.md, "The journeys' accessibility checks").
 */
export async function axeViolations(page: Page): Promise<axe.Result[]> {
  if (!(await page.evaluate<boolean>(LOADED))) await page.evaluate(axe.source);
  return page.evaluate<axe.Result[]>(RUN);
}
