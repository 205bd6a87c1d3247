import { defineConfig } from 'vitest/config';
import { unitOptions } from './vitest.config.ts';

/**
 * `npm run test:soak` (scripts/soak.ts sets the environment): the property tests at their full count and the slow
 * fault, kill and size tests, which `npm test` runs small or not at all. Long time-outs: each test bounds its own
 * loops in count and in time. One project, every file in a worker of its own.
 */
export default defineConfig({
  test: {
    ...unitOptions,
    include: [
      'src/**/*.fuzz.test.ts',
      'src/**/*.soak.test.ts',
      'src/**/*-storms.sim.test.ts',
      'src/**/*-kills.sim.test.ts',
    ],
    exclude: ['**/node_modules/**'],
    testTimeout: 900_000,
    hookTimeout: 120_000,
    // One file at a time: the figures (RSS, times) are the file's own, not a neighbour's.
    fileParallelism: false,
  },
});
