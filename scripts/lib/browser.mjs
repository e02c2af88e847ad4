// Which Chromium the e2e tier drives: CHROMIUM_PATH, else the system /usr/bin/chromium, else the browser
// Playwright installed itself (`npx playwright install chromium`). Shared by scripts/test.mjs and
// e2e/playwright.config.ts.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/** Flags that make a system Chromium quiet and usable as root in a container/CI. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const BROWSER_INSTALL_HINT =
  'No Chromium found. Install one: `apt-get install -y chromium` (Debian/Ubuntu, gives /usr/bin/chromium), ' +
  'or `npx playwright install chromium`, or point CHROMIUM_PATH at a Chromium/Chrome executable.';

function playwrightChromium() {
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require('playwright-core');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/**
 * @returns {{ executablePath: string | undefined, source: 'CHROMIUM_PATH' | 'system' | 'playwright' } | { error: string }}
 *   executablePath is undefined for Playwright's own browser (Playwright finds it itself).
 */
export function resolveChromium(env = process.env) {
  if (env.CHROMIUM_PATH) {
    if (existsSync(env.CHROMIUM_PATH)) return { executablePath: env.CHROMIUM_PATH, source: 'CHROMIUM_PATH' };
    return { error: `CHROMIUM_PATH=${env.CHROMIUM_PATH} does not exist. ${BROWSER_INSTALL_HINT}` };
  }
  if (existsSync(SYSTEM_CHROMIUM)) return { executablePath: SYSTEM_CHROMIUM, source: 'system' };
  if (playwrightChromium()) return { executablePath: undefined, source: 'playwright' };
  return { error: BROWSER_INSTALL_HINT };
}
