import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

// V8's compiled code of each module Node loads by itself kept on disk and reused (keyed by the module's source, so
// a changed file is compiled again): each test's backend thread loads the backend's few hundred sources anew, and
// each fork, child process and simulator its own. Read back, that costs about half the CPU of compiling them again
// (issue 43). NODE_DISABLE_COMPILE_CACHE=1 turns it off.
process.env.NODE_COMPILE_CACHE ??= join(tmpdir(), 'stockroom-node-compile-cache');

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
    // The slow parts of the reliability suite run in `npm run test:soak` only (vitest.soak.config.ts).
    exclude: ['**/node_modules/**', '**/*.soak.test.ts'],
    environment: 'node',
    // Every language's catalogue, as the backend has them (the window loads only the chosen one: i18n/catalogue.ts).
    setupFiles: ['src/shared/i18n/all-catalogues.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // Both cores: most files wait on loopback HTTP and child processes, and one worker (the default on two cores)
    // took 8 min for what two take in 6.
    maxWorkers: 2,
    // The browser's EventSource, from Node's own (the renderer's web transport is tested with it).
    execArgv: ['--experimental-eventsource'],
    // Processed by vitest so that a test's fake `electron` module reaches electron-store's import of it too.
    server: { deps: { inline: ['electron-store'] } },
  },
});
