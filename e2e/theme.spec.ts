import type { Page } from '@playwright/test';
import { expect, test, expectAccessible } from './fixtures.ts';

/** The page's and a panel's colours (app.css's --bg and --panel) in each theme, as the browser computes them. */
const COLOURS = {
  light: { bg: 'rgb(246, 247, 249)', panel: 'rgb(255, 255, 255)' },
  dark: { bg: 'rgb(18, 22, 29)', panel: 'rgb(27, 33, 43)' },
} as const;

const SCREENS = ['Today', 'Shipments', 'Returns', 'Listings', 'Feeds', 'Settings'] as const;

// Axe on every screen, twice over, is most of these journeys' time (about 40 s each on two busy cores).
test.describe.configure({ timeout: 120_000 });

async function expectTheme(page: Page, theme: keyof typeof COLOURS): Promise<void> {
  await expect(page.locator('html')).toHaveCSS('background-color', COLOURS[theme].bg);
}

async function open(page: Page, name: (typeof SCREENS)[number]): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** Every screen in turn, each checked by axe in the theme it is drawn in. */
async function everyScreenAccessible(page: Page, theme: keyof typeof COLOURS, how: string): Promise<void> {
  for (const name of SCREENS) {
    await open(page, name);
    await expectTheme(page, theme);
    await expectAccessible(page, `the ${name} screen, ${how}`);
  }
}

test('in a dark OS every screen is dark, grids and panels included, and passes axe', async ({
  page,
  app,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page).toHaveURL(`${app.origin}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  await expectTheme(page, 'dark');
  // The Demo's launch sync fills the grid: its rows are checked in the dark too.
  await expect(page.getByRole('status', { name: 'Status' })).not.toContainText('Last sync: never', {
    timeout: 60_000,
  });
  await everyScreenAccessible(page, 'dark', 'OS in dark mode');

  await open(page, 'Shipments');
  const grid = page.getByRole('region', { name: 'Shipments grid' });
  const rows = grid.getByRole('row').filter({ has: page.getByRole('gridcell') });
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  // AG Grid draws with the tokens: its body is the dark panel, not its own white.
  await expect(grid.locator('.ag-root-wrapper')).toHaveCSS('background-color', COLOURS.dark.panel);
  await rows.first().locator('[col-id="shipmentId"]').click();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('complementary', { name: /^Shipment / })).toBeVisible();
  await expectAccessible(page, 'the Shipments screen with a shipment open, OS in dark mode');

  // Settings says the app follows the computer; the shortcuts dialog is drawn dark too.
  await open(page, 'Settings');
  await expect(page.getByRole('radio', { name: 'System' })).toBeChecked();
  await page.keyboard.press('Escape');
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await expectAccessible(page, 'the keyboard shortcuts, OS in dark mode');
});

test('the setting forces dark in a light OS, stays after a reload, and System gives the OS back', async ({
  page,
  app,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page).toHaveURL(`${app.origin}/`);
  await open(page, 'Settings');
  await expectTheme(page, 'light');
  const theme = page.getByRole('group', { name: 'Theme' });
  await theme.getByRole('radio', { name: 'Dark' }).click();
  await expect(theme.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expectTheme(page, 'dark');
  await expectAccessible(page, 'the Settings screen, Dark chosen in a light OS');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(theme.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await everyScreenAccessible(page, 'dark', 'Dark chosen in a light OS');

  // Light wins over a dark OS too; System hands the choice back to it.
  await page.emulateMedia({ colorScheme: 'dark' });
  await open(page, 'Settings');
  await theme.getByRole('radio', { name: 'Light' }).click();
  await expectTheme(page, 'light');
  await expectAccessible(page, 'the Settings screen, Light chosen in a dark OS');
  await theme.getByRole('radio', { name: 'System' }).click();
  await expect(theme.getByRole('radio', { name: 'System' })).toBeChecked();
  await expectTheme(page, 'dark');
});
