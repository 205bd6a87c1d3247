import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DISABLED_FEATURES } from './chromium-args.ts';

/** The features the installed Playwright disables itself (its `chromiumSwitches`), read from its bundle. */
function playwrightDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url);
  const dir = join(require.resolve('playwright-core/package.json'), '..');
  const bundle = readFileSync(join(dir, 'lib/coreBundle.js'), 'utf8');
  const at = bundle.indexOf('disabledFeatures = [');
  expect(at, 'the installed Playwright still lists its disabled features').toBeGreaterThan(0);
  const list = bundle.slice(at, bundle.indexOf('].filter(Boolean)', at));
  return [...list.matchAll(/^\s*"([A-Za-z0-9]+)"/gm)].map((m) => m[1] as string);
}

describe('the Chromium command line of the journeys and the benches', () => {
  it('keeps every feature Playwright disables, since only the last --disable-features counts', () => {
    const theirs = playwrightDisabledFeatures();
    expect(theirs.length).toBeGreaterThan(5);
    expect(DISABLED_FEATURES).toEqual(expect.arrayContaining(theirs));
    expect(CHROMIUM_ARGS.filter((a) => a.startsWith('--disable-features='))).toHaveLength(1);
  });

  it('opens windows without Chrome’s own omnibox popup, as Electron’s are', async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage();
      await page.goto('data:text/html,<title>t</title>');
      const cdp = await browser.newBrowserCDPSession();
      const { targetInfos } = await cdp.send('Target.getTargets');
      expect(targetInfos.map((t) => t.type)).toEqual(['page']);
    } finally {
      await browser.close();
    }
  });
});
