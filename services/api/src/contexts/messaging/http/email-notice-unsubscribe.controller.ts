import { Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { code, EmailNoticeUnsubscribeQuery, EmailNoticeUnsubscribeResult } from '@anonse/contracts';
import { ConsistencyService } from '#api/platform/consistency.service';
import { ApiHttpError } from '#api/platform/http/api-error';
import type { RawTextRoute } from '#api/platform/http/fastify-setup';
import { localeOf } from '#api/platform/http/locale';
import { freshCommandContext } from '#api/platform/http/request-context';
import { textOf } from '#api/platform/i18n/i18n';
import type { KeyedHash } from '#api/platform/infra/secret-key';
import { errors } from '#api/platform/openapi/openapi';
import { Operation, ValidQuery } from '#api/platform/openapi/operation';
import { KEYED_HASH } from '#api/platform/tokens';
import { ChangeMessagingAccountCommand } from '../commands/change-messaging-account.command';
import { readEmailNoticeUnsubscribeToken } from '../email-notice-token';

/**
 * The one-click unsubscribe of a message notice e-mail (RFC 8058: the mail client posts `List-Unsubscribe=One-Click`
 * as a form, hence the raw body, which is not read), without a session: the token is the proof, so no CSRF token is
 * asked for (CSRF_EXEMPT_ROUTES). It only turns the notices off; a forged token changes nothing.
 */
@Controller('api/account/message-settings')
export class EmailNoticeUnsubscribeController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly consistency: ConsistencyService,
    @Inject(KEYED_HASH) private readonly keyedHash: KeyedHash,
  ) {}

  @Post('unsubscribe')
  @RouteConfig({ rawText: true } satisfies RawTextRoute)
  @Operation({
    tag: 'messaging',
    summary: 'Turns off the e-mail notices of unread messages of the person the token names, without a session',
    query: EmailNoticeUnsubscribeQuery,
    rawBody: ['application/x-www-form-urlencoded', 'application/json'],
    responses: { 200: { description: 'The notices are off', schema: EmailNoticeUnsubscribeResult }, ...errors(400, 413, 415) },
  })
  @HttpCode(200)
  async unsubscribe(
    @ValidQuery() query: EmailNoticeUnsubscribeQuery,
    @Req() request: FastifyRequest,
  ): Promise<EmailNoticeUnsubscribeResult> {
    const accountId = readEmailNoticeUnsubscribeToken(this.keyedHash, query.token);
    if (!accountId) {
      const text = textOf(code('messaging:invalidToken'), localeOf(request.headers['accept-language']));
      throw new ApiHttpError(400, text, { token: [text] });
    }
    const ctx = freshCommandContext(request, { id: 'system:unsubscribe-link', role: null });
    const result = await this.commandBus.execute(new ChangeMessagingAccountCommand({ type: 'StopEmailNotices', accountId }, ctx));
    await this.consistency.waitFor(result.position);
    return { emailWhenAway: false };
  }
}
