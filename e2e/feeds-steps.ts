import type { Download, Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Steps the feed journeys share: calls as the screen makes them, a category synced, the simulator's admin. */

/** Calls the web host from inside the page, the way the screen does; answers the call's value. */
export async function callApi<T>(page: Page, name: string, input: unknown = {}): Promise<T> {
  return page.evaluate(
    async ([n, body]) => {
      const res = await fetch(`/api/calls/${n}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return ((await res.json()) as { value: unknown }).value;
    },
    [name, input] as const,
  ) as Promise<T>;
}

/** The Demo simulator's admin address (from the Demo profile's affiliate address) and a category's code there. */
export async function simCategory(page: Page, name: string): Promise<{ admin: string; code: string }> {
  const { profiles } = await callApi<{ profiles: { id: string; affiliateBaseUrl: string }[] }>(
    page,
    'listProfiles',
  );
  const admin = `${profiles.find((p) => p.id === 'demo')!.affiliateBaseUrl}/__sim`;
  const listed = (await (await fetch(`${admin}/affiliate/categories`)).json()) as {
    categories: { name: string; code: string }[];
  };
  return { admin, code: listed.categories.find((c) => c.name === name)!.code };
}

/** Opens Feeds (when `categories` is not given), syncs a Demo category of 20,000 in full; answers the grid. */
export async function syncCategory(page: Page, name: string, categories?: Locator): Promise<Locator> {
  if (categories === undefined) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Feeds' }).click();
    categories = page.getByRole('list', { name: 'Categories' });
  }
  await categories.getByRole('button', { name: new RegExp(`^${name},`) }).click({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await page.getByRole('button', { name: 'Sync category' }).click();
  await expect(page.getByRole('group', { name: 'Feed sync' }).getByRole('status')).toContainText(
    /^Full sync done: 20,000 products/,
    { timeout: 180_000 },
  );
  return page.getByRole('region', { name: 'Product grid' });
}

/** A download's text, as a spreadsheet would open the file. */
export async function downloadText(download: Download): Promise<string> {
  const parts = await (await download.createReadStream()).toArray();
  return Buffer.concat(parts as Buffer[]).toString();
}
