import { defineConfig, devices } from '@playwright/test';
import browserTests from './playwright.config';

/**
 * The front-end budgets (budgets/): one test, run alone in one worker so that the machine's other
 * work does not weigh on Lighthouse, against the built product global-setup starts.
 */
export default defineConfig({
  testDir: './budgets',
  globalSetup: './support/global-setup.ts',
  workers: 1,
  retries: 0,
  timeout: 180_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    launchOptions: browserTests.use?.launchOptions,
  },
});
