import { englishLeft } from './english-left.ts';
import { expect, test } from './fixtures.ts';

// A computer set to Hindi: the browser's languages are what the web host's window reads at the first start.
test.use({ locale: 'hi-IN' });

test.describe('on a first launch', () => {
  test.use({ demo: 'new' });

  test('a first start on a Hindi computer speaks Hindi; English chosen in Settings applies at once and after a reload', async ({
    page,
    app,
  }) => {
    expect(new URL(page.url()).origin).toBe(app.origin);
    await page.evaluate("window.location.hash = '#settings'");
    const section = page.getByRole('region', { name: 'भाषा' });
    await expect(section.getByRole('combobox', { name: 'भाषा' })).toHaveValue('system');
    await expect(section.getByRole('combobox', { name: 'भाषा' })).toBeEnabled();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    expect(await englishLeft(page, { within: '.language-setting' })).toEqual([]);

    await section.getByRole('combobox', { name: 'भाषा' }).selectOption('en');
    const english = page.getByRole('region', { name: 'Language' });
    await expect(english.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');

    await page.reload();
    await expect(page.getByRole('region', { name: 'Language' }).getByRole('combobox')).toHaveValue('en');
  });
});
