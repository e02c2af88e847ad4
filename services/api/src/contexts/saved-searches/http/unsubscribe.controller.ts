import { Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { code, UnsubscribeQuery, UnsubscribeResult } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { listSavedSearches } from '@anonse/projections';
import { ConsistencyService } from '#api/platform/consistency.service';
import { ApiHttpError } from '#api/platform/http/api-error';
import type { RawTextRoute } from '#api/platform/http/fastify-setup';
import { localeOf } from '#api/platform/http/locale';
import { freshCommandContext } from '#api/platform/http/request-context';
import { textOf } from '#api/platform/i18n/i18n';
import type { KeyedHash } from '#api/platform/infra/secret-key';
import { errors } from '#api/platform/openapi/openapi';
import { Operation, ValidQuery } from '#api/platform/openapi/operation';
import { KEYED_HASH, SQL } from '#api/platform/tokens';
import { ChangeSavedSearchesCommand } from '../commands/change-saved-searches.command';
import { readUnsubscribeToken } from '../unsubscribe-token';

/**
 * One click from a digest e-mail, without a session: the link's page and the List-Unsubscribe-Post of RFC 8058 (a
 * mail client posts `List-Unsubscribe=One-Click` as a form, hence the raw body, which is not read). The tokens are the
 * proof, so no CSRF token is asked for (CSRF_EXEMPT_ROUTES); a forged one changes nothing.
 */
@Controller('api/saved-searches')
export class UnsubscribeController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly consistency: ConsistencyService,
    @Inject(SQL) private readonly sql: SqlExecutor,
    @Inject(KEYED_HASH) private readonly keyedHash: KeyedHash,
  ) {}

  @Post('unsubscribe')
  @RouteConfig({ rawText: true } satisfies RawTextRoute)
  @Operation({
    tag: 'saved-searches',
    summary: "Turns off the daily e-mail of the searches the tokens name (or with all=true every one of that person's), without a session",
    query: UnsubscribeQuery,
    rawBody: ['application/x-www-form-urlencoded', 'application/json'],
    responses: { 200: { description: 'The digests now off', schema: UnsubscribeResult }, ...errors(400, 404, 413, 415) },
  })
  @HttpCode(200)
  async unsubscribe(@ValidQuery() query: UnsubscribeQuery, @Req() request: FastifyRequest): Promise<UnsubscribeResult> {
    const named = query.token.map((token) => readUnsubscribeToken(this.keyedHash, token));
    const accountIds = new Set(named.map((n) => n?.accountId));
    if (named.some((n) => n === null) || accountIds.size !== 1) {
      const text = textOf(code('savedSearches:invalidToken'), localeOf(request.headers['accept-language']));
      throw new ApiHttpError(400, text, { token: [text] });
    }
    const accountId = named[0]!.accountId;
    const searchIds = named.map((n) => n!.searchId);
    const all = query.all ?? false;
    const ctx = freshCommandContext(request, { id: 'system:unsubscribe-link', role: null });
    const result = await this.commandBus.execute(
      new ChangeSavedSearchesCommand({ type: 'UnsubscribeDigests', accountId, searchIds, all }, ctx),
    );
    await this.consistency.waitFor(result.position);
    const ids = new Set(searchIds);
    const searches = (await listSavedSearches(this.sql, accountId))
      .filter((s) => all || ids.has(s.id))
      .map((s) => ({ id: s.id, name: s.name }));
    return { searches, all };
  }
}
