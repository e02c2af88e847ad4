import { Controller, Get, Header, Inject, NotFoundException, UseGuards } from '@nestjs/common';
import { DevMailbox, ROLES, type DevMailboxMessage, type UserDto } from '@anonse/contracts';
import type { SqlClient } from '@anonse/eventstore';
import { CurrentUser, IdentifyUser } from '#api/platform/auth/guards';
import type { AppConfig } from '#api/platform/config/config';
import type { KeyedHash } from '#api/platform/infra/secret-key';
import { errors } from '#api/platform/openapi/openapi';
import { Operation } from '#api/platform/openapi/operation';
import { APP_CONFIG, KEYED_HASH, SQL } from '#api/platform/tokens';
import { mailContentOf, MailOutbox, type StoredMail } from '../workers/mail-outbox';
import { mailLinksFor } from '../workers/mail-sender';
import type { MailLinks } from '../templates/render-mail';
import { renderMail } from '../templates/render-mail';

const SHOWN = 50;

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The development mailbox: what would have been e-mailed, when no SMTP server is configured. Its messages hold
 * live links of every account (a password reset is an account takeover), so it answers only an administrator's
 * session, only outside production and without SMTP_URL; anyone else gets 404, as if it did not exist. Bodies are
 * never stored (like the SMTP path, the link's secret is derived again at each render): they are rendered here.
 */
@Controller()
@UseGuards(IdentifyUser)
export class DevMailboxController {
  private readonly outbox: MailOutbox;
  private readonly links: MailLinks;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SQL) sql: SqlClient,
    @Inject(KEYED_HASH) keyedHash: KeyedHash,
  ) {
    this.outbox = new MailOutbox(sql);
    this.links = mailLinksFor(config, keyedHash);
  }

  @Get('api/dev/mailbox')
  @Header('Cache-Control', 'no-store')
  @Operation({
    tag: 'mail',
    summary: 'Development only, administrators only: the latest e-mails the site would have sent',
    responses: { 200: { description: 'Messages, newest first', schema: DevMailbox }, ...errors(404) },
  })
  async mailbox(@CurrentUser() user: UserDto | null): Promise<DevMailbox> {
    this.assertEnabled(user);
    return { messages: (await this.outbox.latest(SHOWN)).map((m) => this.render(m)) };
  }

  @Get('dev/mailbox')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @Operation({
    tag: 'mail',
    summary: 'Development only, administrators only: the mailbox as a page',
    responses: { 200: { description: 'HTML page' }, ...errors(404) },
  })
  async page(@CurrentUser() user: UserDto | null): Promise<string> {
    this.assertEnabled(user);
    const messages = (await this.outbox.latest(SHOWN)).map((m) => this.render(m));
    const items = messages
      .map(
        (m) => `<article style="border:1px solid #ccc;border-radius:6px;padding:12px;margin:12px 0">
<h2 style="margin:0 0 6px;font-size:17px">${escapeHtml(m.subject ?? `(${m.template}, ${m.status})`)}</h2>
<p style="margin:0;color:#555;font-size:13px">${escapeHtml(`${m.to} · ${m.locale} · ${m.template} · ${m.status} · ${m.createdAt}`)}</p>
${m.text ? `<pre style="white-space:pre-wrap">${escapeHtml(m.text)}</pre>` : ''}
</article>`,
      )
      .join('\n');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Development mailbox</title></head>
<body style="font-family:Arial,sans-serif;max-width:860px;margin:24px auto;padding:0 12px">
<h1>Development mailbox</h1><p>What would have been e-mailed (no SMTP_URL). Newest first; the last ${SHOWN}.</p>
${items || '<p>No messages yet.</p>'}
</body></html>`;
  }

  /** The message as it was (or will be) sent; a row this release cannot render shows without a body. */
  private render(m: StoredMail): DevMailboxMessage {
    let body: { subject: string; text: string; html: string } | null = null;
    try {
      body = renderMail(mailContentOf(m), m.locale, this.links);
    } catch {
      body = null;
    }
    return {
      id: m.id,
      to: m.recipient,
      locale: m.locale,
      template: m.template,
      subject: m.subject ?? body?.subject ?? null,
      html: body?.html ?? null,
      text: body?.text ?? null,
      status: m.status,
      attempts: m.attempts,
      createdAt: m.createdAt,
      sentAt: m.sentAt,
    };
  }

  private assertEnabled(user: UserDto | null): void {
    if (this.config.production || this.config.mail.smtpUrl || user?.role !== ROLES.administrator) throw new NotFoundException();
  }
}
