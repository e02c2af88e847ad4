/**
 * The demo administrator seeded into the fresh e2e store. Its random password is printed once by the
 * server ("Demo administrator: login … password …"); playwright.config.ts waits for that line and
 * Playwright stores the named groups in the environment of the test workers.
 */
export function demoAdmin(): { login: string; password: string } {
  const login = process.env.E2E_ADMIN_LOGIN;
  const password = process.env.E2E_ADMIN_PASSWORD;
  if (!login || !password) throw new Error('E2E_ADMIN_LOGIN/E2E_ADMIN_PASSWORD missing: did the server print the demo administrator?');
  return { login, password };
}
