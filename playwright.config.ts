import { defineConfig } from '@playwright/test';
import { PHONE } from './tests/e2e/phone';

/**
 * Every tenant is served by `npm start` at http://<subdomain>.localhost:PORT/ (Chromium resolves *.localhost).
 * PORT (default 8080), DIST_DIR and DATA_DIR pass through, so several checkouts can run the suite side by side.
 */
export const E2E_PORT = Number(process.env.PORT ?? 8080);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    headless: true,
    ...PHONE,
    screenshot: 'only-on-failure',
    // A trace records every action's DOM snapshot and a screencast: a third of the suite's time when kept for every
    // test. The retry of a failed test records one, which is what reading a failure needs.
    trace: 'on-first-retry',
    // The app registers its service worker once a page is idle, and installing it downloads the whole precache (every
    // chunk of the tenant's app, about 300 files) into a context each test starts empty: most of the browser's and the
    // server's work in a run. Only the test of the worker itself (shell.spec.ts) lets it install.
    serviceWorkers: 'block',
    // The system Chromium; Playwright never downloads a browser here.
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
    },
  },
  webServer: {
    command: 'npm start',
    url: `http://localhost:${E2E_PORT}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    // Every test logs in from 127.0.0.1: lift the per-IP auth limit the API tests prove separately.
    env: { PORT: String(E2E_PORT), AUTH_RATE_LIMIT_PER_MINUTE: '10000' },
  },
});
