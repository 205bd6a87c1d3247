import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { classifyTestFiles } from './scripts/test-isolation.ts';

// V8's compiled code of each module Node loads by itself kept on disk and reused (keyed by the module's source, so
// a changed file is compiled again): each test's backend thread loads the backend's few hundred sources anew, and
// each fork, child process and simulator its own. Read back, that costs about half the CPU of compiling them again
// (issue 43). NODE_DISABLE_COMPILE_CACHE=1 turns it off.
process.env.NODE_COMPILE_CACHE ??= join(tmpdir(), 'stockroom-node-compile-cache');

/** Every project's options; `include` and `exclude` are each project's own. */
const common = {
  environment: 'node',
  // Every language's catalogue, as the backend has them (the window loads only the chosen one: i18n/catalogue.ts).
  setupFiles: ['src/shared/i18n/all-catalogues.ts'],
  testTimeout: 20_000,
  hookTimeout: 30_000,
  pool: 'forks' as const,
  // The browser's EventSource, from Node's own (the renderer's web transport is tested with it).
  execArgv: ['--experimental-eventsource'],
  // Processed by vitest so that a test's fake `electron` module reaches electron-store's import of it too.
  server: { deps: { inline: ['electron-store'] } },
  // Both cores: most files wait on loopback HTTP and child processes, and one worker (the default on two cores)
  // took 8 min for what two take in 6. Each project says it: a project left at one would run its files alone.
  maxWorkers: 2,
};

const UNIT_INCLUDE = ['src/**/*.test.ts', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'];
// The slow parts of the reliability suite run in `npm run test:soak` only (vitest.soak.config.ts).
const UNIT_EXCLUDE = ['**/node_modules/**', '**/*.soak.test.ts'];

/** The unit run's options as one project (vitest.soak.config.ts starts from these). */
export const unitOptions = {
  ...common,
  include: UNIT_INCLUDE,
  exclude: UNIT_EXCLUDE,
};

// A fresh worker per file costs about 0.4 s of start (issue 43), more than most pure files' tests. Files that neither
// stub, nor reach module state, nor start threads, processes or servers share their worker's modules; the rest keep
// one worker each, as before. scripts/test-isolation.ts says which and why.
const { shared } = classifyTestFiles(import.meta.dirname);

export default defineConfig({
  test: {
    ...unitOptions,
    projects: [
      {
        extends: false,
        test: {
          ...common,
          name: 'shared',
          include: shared,
          isolate: false,
          // First, all together: vitest keeps a shared worker only while the next file waiting is also shared, so
          // shuffled among the isolated files it would be started again every few files.
          sequence: { groupOrder: 0 },
          setupFiles: [...common.setupFiles, 'src/main/i18n/testing/backend-in-english.ts'],
        },
      },
      {
        extends: false,
        test: {
          ...common,
          name: 'isolated',
          include: UNIT_INCLUDE,
          exclude: [...UNIT_EXCLUDE, ...shared],
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
