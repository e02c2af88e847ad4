// The e2e run's mail server: a real SMTP server (smtp-server) the product sends to (SMTP_URL), which parses every
// message (mailparser) and lists them over HTTP for the tests: GET /messages → [{ to, subject, text, html }].
// Started by Playwright before the product (playwright.config.ts, webServer[0]); stops with the run.
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2526);
const httpPort = Number(process.env.E2E_MAIL_HTTP_PORT ?? 2527);
const messages = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream).then(
      (mail) => {
        for (const rcpt of session.envelope.rcptTo)
          messages.push({
            to: rcpt.address.toLowerCase(),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          });
        callback();
      },
      (error) => callback(error),
    );
  },
});

const http = createServer((request, response) => {
  if (request.url === '/healthz') return void response.end('ok');
  if (request.url?.startsWith('/messages')) {
    response.setHeader('content-type', 'application/json');
    return void response.end(JSON.stringify(messages));
  }
  response.statusCode = 404;
  response.end();
});

smtp.listen(smtpPort, '127.0.0.1', () => {
  http.listen(httpPort, '127.0.0.1', () =>
    console.log(`mail catcher: SMTP on ${smtpPort}, messages on http://127.0.0.1:${httpPort}/messages`),
  );
});
const stop = () => smtp.close(() => http.close(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
