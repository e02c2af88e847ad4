import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string | undefined;
  /** Raw header lines by lower-case name (the last of a repeated one), e.g. `list-unsubscribe`. */
  headers: Record<string, string>;
}

/**
 * A real SMTP server on a free local port for tests: it parses what it receives (mailparser) and can refuse the
 * next messages with a temporary 451, as a busy or greylisting server does.
 */
export class SmtpTestServer {
  readonly received: ReceivedMail[] = [];
  private refusals = 0;
  private readonly server: SMTPServer;

  private constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream).then(
          (parsed: ParsedMail) => {
            if (this.refusals > 0) {
              this.refusals--;
              callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
              return;
            }
            const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
            this.received.push({
              to: to?.value[0]?.address ?? '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              messageId: parsed.messageId,
              headers: Object.fromEntries(
                parsed.headerLines.map((h) => [
                  h.key,
                  h.line
                    .slice(h.line.indexOf(':') + 1)
                    .replace(/\r?\n\s+/g, ' ')
                    .trim(),
                ]),
              ),
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
  }

  /** On `port` (a drill brings a server back where it was), else on a free one. */
  static async start(port = 0): Promise<SmtpTestServer> {
    const s = new SmtpTestServer();
    await new Promise<void>((resolve) => s.server.listen(port, '127.0.0.1', resolve));
    return s;
  }

  get url(): string {
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  /** The next `n` messages are refused with 451. */
  refuseNext(n: number): void {
    this.refusals = n;
  }

  /** Messages to `address` (case-insensitive), in arrival order. */
  to(address: string): ReceivedMail[] {
    return this.received.filter((m) => m.to.toLowerCase() === address.toLowerCase());
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The `token` parameter of the first link in a text. */
export function tokenIn(text: string): string {
  const match = /[?&]token=([0-9a-f-]+\.[0-9a-f]{64})/.exec(text);
  if (!match) throw new Error(`no token link in: ${text}`);
  return match[1]!;
}
