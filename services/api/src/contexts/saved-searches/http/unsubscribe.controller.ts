import { Controller, Inject, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { UnsubscribeQuery, UnsubscribeResult } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { listSavedSearches } from '@anonse/projections';
import { ConsistencyService } from '#api/platform/consistency.service';
import { invalidLinkToken, UnsubscribeLink, unsubscribeLinkContext } from '#api/platform/http/unsubscribe-link';
import type { KeyedHash } from '#api/platform/infra/secret-key';
import { ValidQuery } from '#api/platform/openapi/operation';
import { KEYED_HASH, SQL } from '#api/platform/tokens';
import { ChangeSavedSearchesCommand } from '../commands/change-saved-searches.command';
import { readUnsubscribeToken } from '../unsubscribe-token';

/** One click from a saved-search digest e-mail: that search's e-mail off, or with `all=true` every one of the person's. */
@Controller('api/saved-searches')
export class UnsubscribeController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly consistency: ConsistencyService,
    @Inject(SQL) private readonly sql: SqlExecutor,
    @Inject(KEYED_HASH) private readonly keyedHash: KeyedHash,
  ) {}

  @UnsubscribeLink({
    tag: 'saved-searches',
    summary: "Turns off the daily e-mail of the searches the tokens name (or with all=true every one of that person's), without a session",
    query: UnsubscribeQuery,
    result: { description: 'The digests now off', schema: UnsubscribeResult },
    moreErrors: [404],
  })
  async unsubscribe(@ValidQuery() query: UnsubscribeQuery, @Req() request: FastifyRequest): Promise<UnsubscribeResult> {
    const named = query.token.map((token) => readUnsubscribeToken(this.keyedHash, token));
    const accountIds = new Set(named.map((n) => n?.accountId));
    if (named.some((n) => n === null) || accountIds.size !== 1) throw invalidLinkToken(request, 'savedSearches:invalidToken');
    const accountId = named[0]!.accountId;
    const searchIds = named.map((n) => n!.searchId);
    const all = query.all ?? false;
    const result = await this.commandBus.execute(
      new ChangeSavedSearchesCommand({ type: 'UnsubscribeDigests', accountId, searchIds, all }, unsubscribeLinkContext(request)),
    );
    await this.consistency.waitFor(result.position);
    const ids = new Set(searchIds);
    const searches = (await listSavedSearches(this.sql, accountId))
      .filter((s) => all || ids.has(s.id))
      .map((s) => ({ id: s.id, name: s.name }));
    return { searches, all };
  }
}
