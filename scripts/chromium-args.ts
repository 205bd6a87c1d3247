/**
 * The command line of the Chromium the journeys and the benches drive (Debian's, headless through Playwright), in
 * place of Electron's, which cannot run here.
 *
 * Chromium's own browser window preloads its omnibox popup, a page of Chrome's interface drawn by a renderer of its
 * own ("WebUI Top Renderer"), with every new window: some 400 modules and 1.7 s of CPU, measured in a trace of a cold
 * start (docs/PERFORMANCE.md), on the same two cores as the page under test. Electron's windows have no omnibox. So
 * the popup's two features are turned off; a browser launched with these switches lists no `browser_ui` target
 * (chromium-args.test.ts).
 *
 * Chromium keeps only the last `--disable-features` of its command line, and Playwright passes its own list first:
 * ours repeats Playwright's, read from the installed Playwright by the same test so that an upgrade cannot drop them.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** Chrome's omnibox popup, drawn ahead in a renderer of its own. */
const BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

export const DISABLED_FEATURES = [...PLAYWRIGHT_DISABLED_FEATURES, ...BROWSER_UI_FEATURES];

/** Debian's Chromium unless CHROMIUM_PATH names another build: a browser is never downloaded. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The switches every launch here uses: as root in a container, no GPU, a small /dev/shm. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  `--disable-features=${DISABLED_FEATURES.join(',')}`,
];
