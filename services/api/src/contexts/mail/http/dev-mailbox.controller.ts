import { Controller, Get, Header, Inject, NotFoundException } from '@nestjs/common';
import { DevMailbox } from '@anonse/contracts';
import type { SqlClient } from '@anonse/eventstore';
import type { AppConfig } from '../../../platform/config/config';
import { errors } from '../../../platform/openapi/openapi';
import { Operation } from '../../../platform/openapi/operation';
import { APP_CONFIG, SQL } from '../../../platform/tokens';
import { MailOutbox } from '../sender/mail-outbox';

const SHOWN = 50;

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The development mailbox: what would have been e-mailed, when no SMTP server is configured. It shows live
 * links of every account, so it exists only outside production and without SMTP_URL (404 otherwise).
 */
@Controller()
export class DevMailboxController {
  private readonly outbox: MailOutbox;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SQL) sql: SqlClient,
  ) {
    this.outbox = new MailOutbox(sql);
  }

  @Get('api/dev/mailbox')
  @Operation({ tag: 'mail', summary: 'Development only: the latest e-mails the site would have sent', responses: { 200: { description: 'Messages, newest first', schema: DevMailbox }, ...errors(404) } })
  async mailbox(): Promise<DevMailbox> {
    this.assertEnabled();
    return { messages: await this.outbox.latest(SHOWN) };
  }

  @Get('dev/mailbox')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @Operation({ tag: 'mail', summary: 'Development only: the mailbox as a page', responses: { 200: { description: 'HTML page' }, ...errors(404) } })
  async page(): Promise<string> {
    this.assertEnabled();
    const messages = await this.outbox.latest(SHOWN);
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

  private assertEnabled(): void {
    if (this.config.production || this.config.mail.smtpUrl) throw new NotFoundException();
  }
}
