import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  main: {
    build: {
      // Bundled, not loaded from node_modules at each launch: zod (95 ES modules, on the host's and the backend's
      // threads), fastify (134 CommonJS files) and conf with ajv (93), both before the web host gives its address,
      // and fast-xml-parser (38, the backend's). Each file of a package is resolved, read and linked on its own
      // (docs/PERFORMANCE.md).
      externalizeDeps: { exclude: ['zod', 'fastify', 'conf', 'fast-xml-parser'] },
      rollupOptions: {
        // Each worker thread is an entry of its own; chunks they share sit beside them, so that
        // `new URL('./<entry>.js', import.meta.url)` finds it from whichever file asks (storage/worker-thread.ts).
        input: {
          // The desktop app: a first module that turns on Node's code cache, then the app (src/main/index.ts).
          index: resolve('src/main/hosts/electron/first-module.ts'),
          // The web host (`node out/main/web-host.js`): the same backend in the browser, bundled like the desktop's
          // main so that a launch does not type-strip and load hundreds of source files twice (docs/PERFORMANCE.md).
          'web-host': resolve('src/main/hosts/web/web-host.ts'),
          'store-worker': resolve('src/main/shipments/store-worker.ts'),
          'feed-store-worker': resolve('src/main/feeds/store/feed-store-worker.ts'),
          'checkpoint-worker': resolve('src/main/storage/checkpoint-worker.ts'),
          'backend-worker': resolve('src/main/hosts/backend-thread/backend-worker.ts'),
          'demo-marketplace-worker': resolve('src/main/hosts/demo-marketplace-worker.ts'),
        },
        output: { chunkFileNames: '[name]-[hash].js' },
        // The backend keeps every language's catalogue on purpose (all-catalogues.ts), so catalogue.ts's import()
        // of hi/mr, made for the window, cannot split them here: not a mistake to warn about in this build.
        checks: { ineffectiveDynamicImport: false },
      },
    },
  },
  preload: {
    build: {
      // A sandboxed preload cannot require packages: one self-contained CommonJS file.
      externalizeDeps: false,
      rollupOptions: {
        input: { index: resolve('src/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs', codeSplitting: false },
      },
    },
  },
  renderer: {
    root: resolve('src/renderer'),
    build: {
      // electron-vite leaves bundles unminified; the window parses every byte of its first screen at start.
      minify: true,
      rollupOptions: { input: { index: resolve('src/renderer/index.html') } },
    },
    plugins: [react()],
  },
});
