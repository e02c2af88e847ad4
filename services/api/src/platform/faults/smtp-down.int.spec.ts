import { SmtpTestServer } from '#api/testing/smtp-test-server';
import { freePort, HttpSession, serverStorage, startServerProcess, type ServerProcess } from '#api/testing/server-process';

jest.setTimeout(120_000);

const PEOPLE = 3;

/**
 * The drill of docs/operations.md "SMTP down": people register (each is sent a confirmation e-mail) while nothing
 * listens on the SMTP port. The mail waits in the outbox; when a server answers there again, each message arrives
 * exactly once, without a restart and without waiting out a retry backoff.
 */
describe('drill: SMTP down (the built server)', () => {
  let storage: Awaited<ReturnType<typeof serverStorage>>;
  let server: ServerProcess | undefined;
  let smtp: SmtpTestServer | undefined;
  const sessions: HttpSession[] = [];
  beforeAll(async () => {
    storage = await serverStorage();
  });
  afterAll(async () => {
    for (const s of sessions) s.close();
    if (server) {
      server.kill('SIGKILL');
      await server.exited;
    }
    await smtp?.close();
    await storage?.remove();
  });

  const register = async (i: number) => {
    const session = new HttpSession(server!.url);
    sessions.push(session);
    const password = 'Kawa-z-mlekiem-o-7';
    const res = await session.send('POST', '/api/register', {
      login: `smtpdrill${i}`,
      email: `smtpdrill${i}@example.com`,
      password,
      password_confirmation: password,
      terms: true,
    });
    expect(res).toMatchObject({ kind: 'answered', status: 201 });
  };
  /** Polled, not slept: the sender works on its own timer. */
  const until = async (done: () => boolean) => {
    while (!done()) await new Promise((resolve) => setTimeout(resolve, 50));
  };

  it('keeps the mail in the outbox while the server is away and sends each message once when it answers', async () => {
    const port = await freePort();
    server = await startServerProcess({
      ...storage.env,
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_POLL_MS: '100',
      REGISTRATIONS_PER_IP_PER_HOUR: '1000',
      SECRET_KEY: 'k'.repeat(40),
    });
    for (let i = 0; i < PEOPLE; i++) await register(i);
    // The sender has met the closed port (what an operator sees in the log), and registering was not held up by it.
    await server.logged(/^SMTP server unreachable/);

    smtp = await SmtpTestServer.start(port);
    await until(() => smtp!.received.length >= PEOPLE);
    // One more message, sent after the first ones: rounds run in order, so a duplicate of those would be here by now.
    await register(PEOPLE);
    await until(() => smtp!.to(`smtpdrill${PEOPLE}@example.com`).length === 1);

    for (let i = 0; i <= PEOPLE; i++) {
      const mail = smtp.to(`smtpdrill${i}@example.com`);
      expect(mail).toHaveLength(1);
      expect(mail[0]!.subject).toMatch(/e-mail/i);
    }
    expect(smtp.received).toHaveLength(PEOPLE + 1);
    // A closed port is an outage, not a refusal of each message: none of them was given up or logged as an error.
    expect(server.logs.filter((l) => l.level >= 50).map((l) => l.msg)).toEqual([]);
    expect(server.logs.filter((l) => l.msg === 'e-mail not delivered')).toEqual([]);
  });
});
