import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/browser';
import { API_PORT, BASE_URL as baseURL, WEB_PORT as PORT } from './support/env';

const here = path.dirname(fileURLToPath(import.meta.url));
/** E2E_TIMEOUT_SCALE=3 stretches every timeout on a machine busy with other builds. */
const scale = Math.max(1, Number(process.env.E2E_TIMEOUT_SCALE) || 1);

/**
 * Browser tests of the buyer web app, against `npm start` (scripts/start.mjs) on its own ports and
 * a fresh PGlite directory, so demo data is loaded anew for every run that starts the server.
 * Chromium is Debian's (support/browser.ts): never `playwright install`.
 */
export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Generous: a 2-core machine shared with builds makes pages and assets slow at times.
  timeout: 120_000 * scale,
  expect: { timeout: 20_000 * scale },
  reporter: [['list'], ['html', { open: 'never', outputFolder: path.join(here, 'playwright-report') }]],
  use: {
    baseURL,
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    // Recording a trace for every test (DOM snapshots and a screencast) costs the browser CPU that every test
    // pays for; in CI the retry of a failed test records one, which is what is read after a failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    navigationTimeout: 60_000 * scale,
    actionTimeout: 30_000 * scale,
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'phone',
      use: {
        browserName: 'chromium',
        viewport: { width: 375, height: 812 },
        // 1, not a real phone's 2–3: layout is the same in CSS pixels, and four times the pixels to paint
        // made every phone test slower on a 2-core machine without a GPU (nothing here reads the ratio).
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
        userAgent: devices['Pixel 7']?.userAgent,
      },
    },
    {
      name: 'desktop',
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'node ../scripts/start.mjs',
    cwd: here,
    // Ready when a GraphQL call through the web origin answers: the web server and the API behind it
    // are both up. (Playwright races `url` against `wait`, so the root page alone was not enough:
    // tests began while the API was still loading the demo data.)
    url: `${baseURL}/graphql?query=%7B__typename%7D`,
    reuseExistingServer: !process.env.CI,
    // A first start builds the web app and loads the demo data.
    timeout: 10 * 60_000 * scale,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      API_PORT: String(API_PORT),
      DATA_DIR: path.join(os.tmpdir(), `chobep-e2e-${Date.now()}`),
      // How long the web server waits for the API on a navigation before treating the session as
      // unknown; a busy machine must not turn a signed-in user into a visitor halfway through a test.
      API_TIMEOUT_MS: String(30_000 * scale),
      // One line per request drowns the test report; faults are still logged.
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
  },
});
