import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

/**
 * Browser journeys against a production build: the real server (apps/server/dist) serving the built
 * web app (apps/web/dist) on its own port and its own, freshly wiped data folder. Run `npm run build`
 * first. Chromium is Debian's (/usr/bin/chromium); Playwright downloads no browser.
 */
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
// Several runs may share a machine (developers, CI): each run takes a port of its own from its process
// id unless E2E_PORT is given; workers inherit it through the environment, so all agree.
// 3100-3599 holds none of the ports Chromium refuses to load (3659, 4045, 5060, 6000...).
process.env.E2E_PORT ??= String(3100 + (process.pid % 500));
export const E2E_PORT = Number(process.env.E2E_PORT);
/** The server's embedded MQTT broker for the simulated appliance: a port of this run's own (never 1883). */
export const E2E_MQTT_PORT = E2E_PORT + 20_000;
export const E2E_DATA_DIR = `${repoRoot}.tmp/e2e-data-${E2E_PORT}`;
/** The staff account the server creates on its first start (staff calls such as admin/sendMsg). */
export const E2E_STAFF = { email: 'staff@e2e.example.com', password: 'e2e-staff-secret-1' };

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // npm test asks for a JSON report too (PLAYWRIGHT_JSON_OUTPUT_NAME) to print its summary line.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    locale: 'en-US',
    // The service worker (issue 31) would answer requests a journey routes (a chunk made to fail) from
    // its precache: journeys run without it, except apps/web/e2e/offline.spec.ts, which is about it.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // serve.mjs wipes DATA_DIR, then starts apps/server/dist/main.js: Playwright starts the web
    // server before globalSetup runs, so the wipe cannot live there.
    command: 'node apps/web/e2e/support/serve.mjs',
    cwd: repoRoot,
    url: `http://localhost:${E2E_PORT}/api/base/qryAdvPic?current=1&size=1&advType=phone`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      MQTT_PORT: String(E2E_MQTT_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://localhost:${E2E_PORT}`,
      // Each test presents its own client address (X-Forwarded-For, see support/fixtures.ts), so the
      // server's per-IP limits on codes and logins apply per test rather than to the whole run.
      TRUST_PROXY: '127.0.0.1',
      ADMIN_EMAIL: E2E_STAFF.email,
      ADMIN_PASSWORD: E2E_STAFF.password,
      // The shared admin signs in with the password in every journey (a TOTP code is good once per 30 s);
      // console-two-factor.spec.ts enrols accounts of its own. The server tests cover STAFF_2FA=admins.
      STAFF_2FA: 'optional',
      // Test-only: the import journey serves its recipe page on loopback (never set outside tests).
      RECIPE_IMPORT_ALLOW_LOOPBACK: 'true',
    },
  },
});
