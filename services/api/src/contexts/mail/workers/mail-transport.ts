import nodemailer, { type Transporter } from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Stable per message: a receiving server (or a person) can spot a duplicate. */
  messageId: string;
  /** Headers of this message beyond the usual ones (List-Unsubscribe of a digest). */
  headers?: Record<string, string>;
}

/**
 * A refusal: `permanent` when retrying cannot help (the server answered 5xx, e.g. no such mailbox); `unreachable` when
 * no server answered at all (down, refused the connection, timed out), which says nothing about this message.
 */
export class MailDeliveryError extends Error {
  override readonly name = 'MailDeliveryError';
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly unreachable = false,
  ) {
    super(message);
  }
}

export interface MailTransport {
  /** `dev`: nothing leaves the process; the development mailbox renders the stored message when an administrator views it. */
  readonly kind: 'smtp' | 'dev';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Nodemailer's codes for a server it could not talk to: refused or broken connection, timeout, unknown host. */
const UNREACHABLE = new Set(['ECONNECTION', 'ESOCKET', 'ETIMEDOUT', 'EDNS']);

/** Nodemailer over SMTP; credentials come in the URL (`smtp://user:pass@host:587`, `smtps://…:465`). */
export class SmtpTransport implements MailTransport {
  readonly kind = 'smtp';
  private readonly transporter: Transporter;

  constructor(smtpUrl: string) {
    const url = new URL(smtpUrl);
    const secure = url.protocol === 'smtps:';
    this.transporter = nodemailer.createTransport({
      host: url.hostname.replace(/^\[|\]$/g, ''),
      port: url.port ? Number(url.port) : secure ? 465 : 587,
      secure,
      auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
      // A hung server must not hold a claimed message for long (the claim's lease is far longer than these).
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
    });
  }

  async send(mail: OutgoingMail): Promise<void> {
    try {
      await this.transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
    } catch (error) {
      const code = (error as { responseCode?: unknown }).responseCode;
      const permanent = typeof code === 'number' && code >= 500 && code < 600;
      const unreachable = code === undefined && UNREACHABLE.has(String((error as { code?: unknown }).code));
      // The server's answer, not the message: it never holds the link.
      throw new MailDeliveryError(`${(error as Error).message ?? 'SMTP error'}`.slice(0, 500), permanent, unreachable);
    }
  }

  close(): void {
    this.transporter.close();
  }
}

/** Development without SMTP_URL: messages stay in the outbox, shown by the development mailbox. */
export const devMailboxTransport: MailTransport = { kind: 'dev', send: async () => undefined, close: () => undefined };
