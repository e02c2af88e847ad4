import { Controller, Inject, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { ForumDigestUnsubscribeQuery, ForumDigestUnsubscribeResult } from '@anonse/contracts';
import { ConsistencyService } from '#api/platform/consistency.service';
import { invalidLinkToken, UnsubscribeLink, unsubscribeLinkContext } from '#api/platform/http/unsubscribe-link';
import type { KeyedHash } from '#api/platform/infra/secret-key';
import { ValidQuery } from '#api/platform/openapi/operation';
import { KEYED_HASH } from '#api/platform/tokens';
import { ChangeForumFollowsCommand } from '../commands/change-forum-follows.command';
import { readForumDigestUnsubscribeToken } from '../digest-token';

/** A forum digest's unsubscribe link: it only turns the e-mail off (the follows and the bell stay). */
@Controller('api/forum-follows')
export class ForumDigestUnsubscribeController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly consistency: ConsistencyService,
    @Inject(KEYED_HASH) private readonly keyedHash: KeyedHash,
  ) {}

  @UnsubscribeLink({
    tag: 'forum-follows',
    summary: 'Turns off the daily forum e-mail of the person the token names, without a session',
    query: ForumDigestUnsubscribeQuery,
    result: { description: 'The e-mail is off', schema: ForumDigestUnsubscribeResult },
  })
  async unsubscribe(
    @ValidQuery() query: ForumDigestUnsubscribeQuery,
    @Req() request: FastifyRequest,
  ): Promise<ForumDigestUnsubscribeResult> {
    const accountId = readForumDigestUnsubscribeToken(this.keyedHash, query.token);
    if (!accountId) throw invalidLinkToken(request, 'forumFollows:invalidToken');
    const result = await this.commandBus.execute(
      new ChangeForumFollowsCommand(
        { type: 'SetForumDigest', accountId, digest: false, via: 'unsubscribe' },
        unsubscribeLinkContext(request),
      ),
    );
    await this.consistency.waitFor(result.position);
    return { digest: false };
  }
}
