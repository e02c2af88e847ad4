/**
 * The demo administrator's one-time credentials in a framed block, so they stand out at the end of the
 * start-up output. The first line keeps the `Demo administrator: login … password …` wording that the e2e
 * server start waits for.
 */
export function credentialsFrame(login: string, password: string): string {
  const lines = [`Demo administrator: login ${login} password ${password}`, 'Sign in at /admin/. The password is printed only this once.'];
  const width = Math.max(...lines.map((l) => l.length));
  const rule = '═'.repeat(width + 4);
  return [`╔${rule}╗`, ...lines.map((l) => `║  ${l.padEnd(width)}  ║`), `╚${rule}╝`].join('\n');
}
