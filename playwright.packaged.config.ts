import { defineConfig } from '@playwright/test';

/** The release workflow's smoke journey against the packaged app (e2e-packaged/); `npm test` never runs it. */
export default defineConfig({
  testDir: 'e2e-packaged',
  timeout: 180_000,
  expect: { timeout: 15_000 },
  workers: 1,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
});
