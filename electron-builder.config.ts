import type { Configuration } from 'electron-builder';
import { flipFusesAfterPack } from './scripts/packaging/fuses.ts';

/**
 * Installers (`npm run dist`): what goes in the app and how each OS installs it. The app is the build output
 * (`out/`, made by `npm run build`) and the production dependencies the main process loads at run time; the
 * renderer's libraries are bundled into `out/renderer`, so they are devDependencies and stay out.
 * Signing and notarisation read their secrets from the environment (CSC_LINK, APPLE_*), and are skipped without them.
 */
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
  ],
  asar: true,
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
  },
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
    target: [{ target: 'dmg', arch: ['x64', 'arm64'] }],
    icon: 'resources/icon.icns',
    category: 'public.app-category.business',
    hardenedRuntime: true,
    notarize: Boolean(process.env.APPLE_API_KEY || process.env.APPLE_ID),
  },
  dmg: { artifactName: '${productName}-${version}-${arch}.${ext}' },
  publish: null,
};

export default config;
