import { defineConfig, devices } from '@playwright/test';

// E2E_PORT lets two people (or helpers) run journeys side by side on one machine
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;
/** the journeys' staff token (e2e/support/staff.ts): coin adjustments for real instead of made-up answers */
export const STAFF_API_TOKEN = 'e2e-staff-token-0123456789abcdefghij';

/**
 * What every journey server runs with (this file's web server, e2e/support/private-shop.ts).
 * Journeys sign in far more often than one person would from one address, and need not wait for
 * OWASP-cost hashing; the limits and the cost have their own integration tests.
 */
export const JOURNEY_SERVER_ENV = {
  LOG_LEVEL: 'warn',
  SIGNIN_ATTEMPTS_PER_MINUTE: '10000',
  MAIL_REQUESTS_PER_HOUR: '10000',
  RATE_LIMIT_PER_MINUTE: '100000',
  PASSWORD_SCRYPT_LOG_N: '12',
  STAFF_API_TOKEN,
  // a LINE official account of the journeys' own (not the demo data's @pawsook): the footer's chat
  // contact and the profile open its add-friend page
  LINE_OA_ID: '@pawsook.journeys',
};

const chromium = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

/**
 * Journeys in Debian's Chromium against the real server (which serves the built web app).
 * `npm test` builds the web app and the server bundle (what `npm start` ships) before this runs.
 */
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/support/global-setup.ts',
  outputDir: `test-results/e2e-artifacts-${PORT}`,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: 'list',
  // One generous limit for every journey instead of one guessed per test: a two-core machine runs
  // the servers, two browsers and the workers at once, and a busy one runs a journey three times
  // slower than an idle one. A broken step still fails fast, at its expectation's own 10 s.
  timeout: 240_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    headless: true,
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    // No animation mid-way through an accessibility check or a screenshot.
    contextOptions: { reducedMotion: 'reduce' },
    // the DOM at every step, without the screencast: its frames cost the browser a sixth of the suite's
    // time. On CI only when a journey is tried again: recording every journey to keep the few that fail
    // cost every passing one its snapshots; locally, where nothing is retried, on failure.
    trace: { mode: process.env.CI ? 'on-first-retry' : 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'phone',
      use: {
        browserName: 'chromium',
        viewport: { width: 375, height: 812 },
        // a phone's layout is its CSS width; drawing every frame at 2× cost the suite a third of its time
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
        userAgent: devices['Pixel 7'].userAgent,
      },
    },
    {
      name: 'desktop',
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command:
      `rm -rf test-results/e2e-data-${PORT} && DATA_DIR=test-results/e2e-data-${PORT} PORT=${PORT} PUBLIC_URL=${baseURL} ` +
      `${Object.entries(JOURNEY_SERVER_ENV)
        .map(([name, value]) => `${name}=${value}`)
        .join(' ')} node --enable-source-maps apps/api/dist/main.js`,
    url: `${baseURL}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
