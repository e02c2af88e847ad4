import { Controller, Get, Header, Inject, NotFoundException, UseGuards } from '@nestjs/common';
import { ROLES, SmsMessageDto, type UserDto } from '@anonse/contracts';
import { z } from 'zod';
import type { SqlClient } from '@anonse/eventstore';
import { CurrentUser, IdentifyUser } from '#api/platform/auth/guards';
import type { AppConfig } from '#api/platform/config/config';
import { errors } from '#api/platform/openapi/openapi';
import { Operation } from '#api/platform/openapi/operation';
import { APP_CONFIG, SQL } from '#api/platform/tokens';
import { SmsOutbox } from '../sms/sms-outbox';

const SHOWN = 50;
const DevSmsOutbox = z.object({ messages: z.array(SmsMessageDto) });
type DevSmsOutbox = z.infer<typeof DevSmsOutbox>;

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The development SMS outbox, like the development mailbox: what the sandbox provider "sent", codes included, so
 * only for an administrator's session, only outside production and only while no real provider is configured;
 * anyone else gets 404, as if it did not exist.
 */
@Controller()
@UseGuards(IdentifyUser)
export class DevSmsController {
  private readonly outbox: SmsOutbox;
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SQL) sql: SqlClient,
  ) {
    this.outbox = new SmsOutbox(sql);
  }

  @Get('api/dev/sms')
  @Header('Cache-Control', 'no-store')
  @Operation({
    tag: 'phone',
    summary: 'Development only, administrators only: the latest SMS the site would have sent',
    responses: { 200: { description: 'Messages, newest first', schema: DevSmsOutbox }, ...errors(404) },
  })
  async list(@CurrentUser() user: UserDto | null): Promise<DevSmsOutbox> {
    this.assertEnabled(user);
    return { messages: await this.outbox.latest(SHOWN) };
  }

  @Get('dev/sms')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @Operation({
    tag: 'phone',
    summary: 'Development only, administrators only: the SMS outbox as a page',
    responses: { 200: { description: 'HTML page' }, ...errors(404) },
  })
  async page(@CurrentUser() user: UserDto | null): Promise<string> {
    this.assertEnabled(user);
    const items = (await this.outbox.latest(SHOWN))
      .map(
        (m) => `<article style="border:1px solid #ccc;border-radius:6px;padding:12px;margin:12px 0">
<p style="margin:0;color:#555;font-size:13px">${escapeHtml(`${m.recipient ?? '—'} · ${m.status} · ${m.createdAt}`)}</p>
<p class="sms-text" style="font-size:17px;margin:6px 0 0">${escapeHtml(m.text ?? '')}</p>
</article>`,
      )
      .join('\n');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Development SMS outbox</title></head>
<body style="font-family:Arial,sans-serif;max-width:860px;margin:24px auto;padding:0 12px">
<h1>Development SMS outbox</h1><p>What would have been sent by SMS (no SMSAPI_TOKEN). Newest first; the last ${SHOWN}.</p>
${items || '<p>No messages yet.</p>'}
</body></html>`;
  }

  private assertEnabled(user: UserDto | null): void {
    if (this.config.production || this.config.phone.smsapi || user?.role !== ROLES.administrator) throw new NotFoundException();
  }
}
