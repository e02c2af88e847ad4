import { Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { code, ForumDigestUnsubscribeQuery, ForumDigestUnsubscribeResult } from '@anonse/contracts';
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
import { ChangeForumFollowsCommand } from '../commands/change-forum-follows.command';
import { readForumDigestUnsubscribeToken } from '../digest-token';

/**
 * The one-click unsubscribe of a forum digest (RFC 8058: the mail client posts `List-Unsubscribe=One-Click` as a form,
 * hence the raw body, which is not read), without a session: the token is the proof, so no CSRF token is asked for
 * (CSRF_EXEMPT_ROUTES). It only turns the e-mail off (the follows and the bell stay); a forged token changes nothing.
 */
@Controller('api/forum-follows')
export class ForumDigestUnsubscribeController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly consistency: ConsistencyService,
    @Inject(KEYED_HASH) private readonly keyedHash: KeyedHash,
  ) {}

  @Post('unsubscribe')
  @RouteConfig({ rawText: true } satisfies RawTextRoute)
  @Operation({
    tag: 'forum-follows',
    summary: 'Turns off the daily forum e-mail of the person the token names, without a session',
    query: ForumDigestUnsubscribeQuery,
    rawBody: ['application/x-www-form-urlencoded', 'application/json'],
    responses: { 200: { description: 'The e-mail is off', schema: ForumDigestUnsubscribeResult }, ...errors(400, 413, 415) },
  })
  @HttpCode(200)
  async unsubscribe(
    @ValidQuery() query: ForumDigestUnsubscribeQuery,
    @Req() request: FastifyRequest,
  ): Promise<ForumDigestUnsubscribeResult> {
    const accountId = readForumDigestUnsubscribeToken(this.keyedHash, query.token);
    if (!accountId) {
      const text = textOf(code('forumFollows:invalidToken'), localeOf(request.headers['accept-language']));
      throw new ApiHttpError(400, text, { token: [text] });
    }
    const ctx = freshCommandContext(request, { id: 'system:unsubscribe-link', role: null });
    const result = await this.commandBus.execute(
      new ChangeForumFollowsCommand({ type: 'SetForumDigest', accountId, digest: false, via: 'unsubscribe' }, ctx),
    );
    await this.consistency.waitFor(result.position);
    return { digest: false };
  }
}
