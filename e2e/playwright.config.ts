/**
 * End-to-end tier: drives the built product (`services/api/dist/main.js`, which also serves the SSR web and
 * the admin console) in Chromium. Run with `npm run test:e2e` from the root (after `npm run build`), or as
 * part of `npm test`.
 *
 * Browser: CHROMIUM_PATH, else /usr/bin/chromium, else Playwright's own Chromium (scripts/lib/browser.mjs).
 * Server: a fresh embedded store in a temp DATA_DIR with demo data, on port 3300 (E2E_PORT to change).
 */
import { defineConfig, devices } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, resolveChromium } from '../scripts/lib/browser.mjs';

const PORT = Number(process.env.E2E_PORT ?? 3300);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const DATA_DIR = process.env.E2E_DATA_DIR ?? join(tmpdir(), `anonse-e2e-${PORT}`);
/** The mail catcher (support/mail-catcher.mjs): the product sends to its SMTP port, tests read its HTTP list. */
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? PORT + 26);
const MAIL_HTTP_PORT = Number(process.env.E2E_MAIL_HTTP_PORT ?? PORT + 27);
process.env.E2E_MAIL_URL = `http://127.0.0.1:${MAIL_HTTP_PORT}`;
process.env.E2E_DATA_DIR_RESOLVED = DATA_DIR;
const JSON_REPORT = process.env.ANONSE_E2E_JSON ?? join(import.meta.dirname, 'reports', 'results.json');

const browser = resolveChromium();
if ('error' in browser) throw new Error(browser.error);

/**
 * The specs that move the server's clock by days (DEV_CLOCK): a move ends every other test's sessions and confirmation
 * links, so these run after all the others, one at a time. (Moves of seconds, as the contact form's and the phone
 * check's, harm nobody and stay with the rest.)
 */
const CLOCK_SPECS = /\/(journey|paid-path|console|saved-searches|tours)\.e2e\.spec\.ts$/;
const CHROMIUM = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: browser.executablePath, args: CHROMIUM_ARGS },
};

export default defineConfig({
  testDir: '.',
  testMatch: '*.e2e.spec.ts',
  // Per port: two runs side by side (a developer running one spec beside the tier) must not clear each other's.
  outputDir: join('test-results', String(PORT)),
  fullyParallel: false,
  // Two files at a time against the one product: one worker left both cores half idle while a test waited on the
  // server, a mail or a live update (19.5 minutes for the tier against 9.8 with two).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: JSON_REPORT }]],
  use: {
    baseURL: BASE_URL,
    locale: 'pl-PL',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', testIgnore: CLOCK_SPECS, use: CHROMIUM },
    { name: 'chromium, clock moved', testMatch: CLOCK_SPECS, dependencies: ['chromium'], workers: 1, use: CHROMIUM },
  ],
  webServer: [
    {
      // Started first: the product's SMTP_URL points at it.
      command: 'node support/mail-catcher.mjs',
      cwd: import.meta.dirname,
      url: `http://127.0.0.1:${MAIL_HTTP_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { E2E_SMTP_PORT: String(SMTP_PORT), E2E_MAIL_HTTP_PORT: String(MAIL_HTTP_PORT) },
    },
    {
      // A fresh store on every run: delete the data dir, then start; the server seeds demo data into the
      // empty store. (`npm run admin:create` cannot be used here: it would make the store non-empty, so the
      // demo data would not be seeded, and PGlite allows only one process at a time.)
      command: `rm -rf '${DATA_DIR}' && node ../services/api/dist/main.js`,
      cwd: import.meta.dirname,
      // Ready once seeding has finished (not at /healthz, which answers before the seed): it prints the demo
      // administrator's one-time password last. The
      // named groups become E2E_ADMIN_LOGIN / E2E_ADMIN_PASSWORD in the test workers (support/admin.ts).
      wait: { stdout: /Demo administrator: login (?<e2e_admin_login>\S+) password (?<e2e_admin_password>\S+)/ },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        PUBLIC_ORIGIN: BASE_URL,
        COOKIE_SECURE: 'false',
        // Keep the embedded mode even when the caller's shell points at a server.
        DATABASE_URL: '',
        EVENT_STORE_URL: '',
        MEILI_URL: '',
        REDIS_URL: '',
        // Lets a test let 30 days pass (POST /api/dev/clock/advance); the deadline worker then looks every second.
        DEV_CLOCK: 'true',
        // Every test registers its own people, all from 127.0.0.1.
        REGISTRATIONS_PER_IP_PER_HOUR: '500',
        DEADLINES_POLL_MS: '1000',
        // The promotion and voucher workers look every second as well (they followed DEADLINES_POLL_MS before each had its own).
        PROMOTION_POLL_MS: '1000',
        VOUCHER_CREDIT_POLL_MS: '1000',
        // Not the default (12): the ad form is seen to take its photo limit from the server.
        MAX_PHOTOS_PER_AD: '10',
        // Saved searches' notices and digests are looked for every second (a notice shows in the bell at once).
        SAVED_SEARCHES_POLL_MS: '1000',
        // Scheduled articles go out within a second of their time (the console test schedules one seconds ahead).
        CONTENT_SCHEDULER_POLL_MS: '1000',
        // A deleted account's side of its conversations is erased within a second (the messages journey deletes one).
        MESSAGING_ERASURE_POLL_MS: '1000',
        // One social profile configured, two not: the footer shows only the one (shell.e2e.spec.ts).
        SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/anonse.example',
        // Every e-mail goes to the catcher (a real SMTP conversation), polled often so a link arrives in a second.
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        MAIL_POLL_MS: '250',
      },
    },
  ],
});
