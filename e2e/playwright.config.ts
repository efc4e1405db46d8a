import { defineConfig, devices } from '@playwright/test';

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-quic',
    '--disable-sync',
  ],
};

const DESKTOP = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
  launchOptions: chromium,
};

const PHONE = {
  ...devices['Desktop Chrome'],
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  launchOptions: chromium,
};

/** The tests that take another path on a phone: `{ tag: '@phone' }` (support/fixtures.ts). */
const PHONE_TESTS = /@phone/;

/** The tests that change the catalogue every other test reads. */
const CATALOGUE_CHANGES = /admin-catalogue\.spec\.ts$/;

/**
 * Every test runs at a desktop against the built product that global-setup starts on a free port
 * with a fresh database; the tests whose behaviour differs on a phone carry the `@phone` tag and
 * run on the phone viewport as well (e2e/README.md, "Phone tests"). The back office is a desk
 * tool: admin-phone.spec.ts checks what a phone changes there, on the phone viewport only, and
 * the staff sign-in journeys tagged `@phone` run on both.
 * admin-catalogue.spec.ts runs on both: staff at a desktop, the student whose screen their change
 * reaches on each size.
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // Two browsers and the product share two cores: on a busy machine a back-office test has been
  // seen to run three times slower than usual, which is slowness, not a failure.
  timeout: 60_000,
  // A busy CI machine has been seen three times slower than a quiet one: waits are set for that.
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  // The HTML report keeps what tests attach (the screens pictured at each width), so a reviewer
  // sees them without running the product: `npx playwright show-report` in e2e/.
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    launchOptions: chromium,
    // Recording a trace of every test costs CPU on two busy cores, and CI keeps no files: it
    // records them locally, where they can be opened.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: [/admin-phone\.spec\.ts$/, CATALOGUE_CHANGES],
      use: DESKTOP,
    },
    {
      name: 'phone',
      grep: PHONE_TESTS,
      testIgnore: CATALOGUE_CHANGES,
      use: PHONE,
    },
    {
      // Changing what the academy sells (a new lesson, a price, a hidden book) would change what
      // the other tests see while they run: these run alone, once every other test is done.
      name: 'catalogue-changes',
      testMatch: CATALOGUE_CHANGES,
      dependencies: ['desktop', 'phone'],
      use: DESKTOP,
    },
    {
      // The same on a phone, after them, so that the two never change the catalogue at once. The
      // staff's side stays at a desktop's size (a window of its own); the student's is a phone's.
      name: 'catalogue-changes-phone',
      testMatch: CATALOGUE_CHANGES,
      dependencies: ['catalogue-changes'],
      use: PHONE,
    },
  ],
});
