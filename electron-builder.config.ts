import type { Configuration } from 'electron-builder';
import { flipFusesAfterPack } from './scripts/packaging/fuses.ts';

/**
 * Installers (`npm run dist`): what goes in the app and how each OS installs it. The app is the build output
 * (`out/`, made by `npm run build`) and the production dependencies the main process loads at run time; the
 * renderer's libraries are bundled into `out/renderer`, so they are devDependencies and stay out.
 * Signing and notarisation read their secrets from the environment (CSC_LINK, APPLE_*), and are skipped without them.
 */
/** The repository releases come from (GITHUB_REPOSITORY in the release workflow): the update feed's home. */
const repository = process.env.GITHUB_REPOSITORY;

const config: Configuration = {
  appId: 'app.stockroom.desktop',
  productName: 'Stockroom',
  copyright: 'Copyright © 2026 Stockroom',
  directories: { output: 'dist', buildResources: 'resources' },
  files: [
    'package.json',
    'out/**/*',
    'resources/icon.png',
    '!**/*.map',
    // The web host's entry (`npm start`'s browser fallback): the desktop app never runs it.
    '!out/main/web-host.js',
    // Libraries' own tests, benchmarks, examples, docs and types: nothing the app loads.
    '!**/node_modules/**/{test,tests,__tests__,fixture,fixtures,bench,benchmark,benchmarks,example,examples,docs,coverage,.github}/**',
    '!**/node_modules/**/*.{test,spec,bench}.{js,mjs,cjs}',
    '!**/node_modules/**/*.{md,markdown,ts,mts,cts,map,flow}',
    '!**/node_modules/**/yarn.lock',
    // pdf-lib (the Demo's simulator draws labels with it) ships five builds; Node loads `main`, its cjs/ build.
    '!**/node_modules/pdf-lib/{dist,es,src,ts3.4}/**',
  ],
  // Into the packaged package.json: Electron takes the window's app_id / WM_CLASS from desktopName on Linux, which
  // must name the desktop entry the deb installs (syncDesktopName); the deb needs a homepage.
  extraMetadata: {
    desktopName: 'stockroom.desktop',
    homepage: repository ? `https://github.com/${repository}` : 'https://stockroom.invalid/',
  },
  asar: true,
  // The AppImage's runtime: 1.0.3 is AppImage's static type-2 runtime (20251108, FUSE built in), which starts on a
  // stock Ubuntu 22.04/24.04, Fedora or Arch; electron-builder 26's default (0.0.0) is the legacy runtime, which needs
  // libfuse.so.2, no longer installed there. 1.0.3 is the default from electron-builder 27.
  toolsets: { appimage: '1.0.3' },
  // No native modules: node:sqlite is Electron's own (since 35), so nothing to rebuild for Electron's ABI.
  npmRebuild: false,
  afterPack: flipFusesAfterPack,
  // Opening a .csv with Stockroom takes it to the listing editor's import.
  fileAssociations: [
    {
      ext: 'csv',
      name: 'CSV spreadsheet',
      description: 'Comma-separated values',
      mimeType: 'text/csv',
      role: 'Editor',
    },
  ],
  linux: {
    target: ['AppImage', 'deb'],
    icon: 'resources/icon.png',
    category: 'Office',
    synopsis: 'Orders, bulk listings and affiliate feeds for marketplace sellers',
    maintainer: 'Stockroom <desktop@stockroom.invalid>',
    syncDesktopName: true,
  },
  // The AppImage's AppRun starts the app with --no-sandbox only where user namespaces are refused (Ubuntu 24.04+'s
  // AppArmor restriction; the SUID helper cannot work from a FUSE mount). electron-builder's default also writes
  // --no-sandbox into the desktop entry, turning the sandbox off everywhere: empty arguments leave it to AppRun.
  appImage: { executableArgs: [] },
  // The deb keeps electron-builder's AppArmor profile (after-install), which lets the installed binary use user
  // namespaces on Ubuntu 24.04+, so the sandbox stays on there.
  win: { target: [{ target: 'nsis', arch: ['x64'] }], icon: 'resources/icon.ico' },
  // Installed for the person only, with no administrator prompt.
  nsis: {
    oneClick: false,
    perMachine: false,
    allowElevation: false,
    allowToChangeInstallationDirectory: true,
    createDesktopShortcut: true,
    artifactName: '${productName}-Setup-${version}.${ext}',
  },
  mac: {
    // The dmg for people, the zip for electron-updater (it cannot update from a dmg).
    target: [
      { target: 'dmg', arch: ['x64', 'arm64'] },
      { target: 'zip', arch: ['x64', 'arm64'] },
    ],
    icon: 'resources/icon.icns',
    category: 'public.app-category.business',
    hardenedRuntime: true,
    notarize: Boolean(process.env.APPLE_API_KEY || process.env.APPLE_ID),
  },
  dmg: { artifactName: '${productName}-${version}-${arch}.${ext}' },
  // GitHub releases are the update feed: electron-builder writes latest*.yml (and app-update.yml inside the app)
  // for them. Without a repository (a local build) there is no feed, and the app does not look for updates.
  publish: repository
    ? [
        {
          provider: 'github',
          owner: repository.split('/')[0]!,
          repo: repository.split('/')[1]!,
          releaseType: 'draft',
        },
      ]
    : null,
};

export default config;
