import { expect, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { expectAccessible } from './fixtures.ts';

const ids = async (page: Parameters<typeof axeViolations>[0]) =>
  (await axeViolations(page)).map((v) => `${v.id} (${v.impact ?? 'no impact'})`).sort();

test('the accessibility check reads the page as it is at each check, axe loaded once', async ({ page }) => {
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>Check</title></head><body><main><h1>Fine</h1></main></body></html>',
  );
  expect(await ids(page)).toEqual([]);
  await expectAccessible(page, 'a page with nothing wrong');

  // Changed without a new document, as the app changes screens: the same axe sees what is there now.
  await page.evaluate(`window.firstAxe = window.axe;
    document.querySelector('main').insertAdjacentHTML('beforeend',
      '<button></button><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">')`);
  expect(await ids(page)).toEqual(['button-name (critical)', 'image-alt (critical)']);
  expect(await page.evaluate('window.axe === window.firstAxe'), 'axe put into the page again').toBe(true);
  await expect(expectAccessible(page, 'a page with a nameless button')).rejects.toThrow(
    /accessibility of a page with a nameless button[\s\S]*button-name \(critical\): Buttons must have discernible text/,
  );
});
