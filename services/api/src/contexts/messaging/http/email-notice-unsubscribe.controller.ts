import { Controller, Inject, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { EmailNoticeUnsubscribeQuery, EmailNoticeUnsubscribeResult } from '@anonse/contracts';
import { ConsistencyService } from '#api/platform/consistency.service';
import { invalidLinkToken, UnsubscribeLink, unsubscribeLinkContext } from '#api/platform/http/unsubscribe-link';
import type { KeyedHash } from '#api/platform/infra/secret-key';
import { ValidQuery } from '#api/platform/openapi/operation';
import { KEYED_HASH } from '#api/platform/tokens';
import { ChangeMessagingAccountCommand } from '../commands/change-messaging-account.command';
import { readEmailNoticeUnsubscribeToken } from '../email-notice-token';

/** A message notice e-mail's unsubscribe link: it only turns the notices off. */
@Controller('api/account/message-settings')
export class EmailNoticeUnsubscribeController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly consistency: ConsistencyService,
    @Inject(KEYED_HASH) private readonly keyedHash: KeyedHash,
  ) {}

  @UnsubscribeLink({
    tag: 'messaging',
    summary: 'Turns off the e-mail notices of unread messages of the person the token names, without a session',
    query: EmailNoticeUnsubscribeQuery,
    result: { description: 'The notices are off', schema: EmailNoticeUnsubscribeResult },
  })
  async unsubscribe(
    @ValidQuery() query: EmailNoticeUnsubscribeQuery,
    @Req() request: FastifyRequest,
  ): Promise<EmailNoticeUnsubscribeResult> {
    const accountId = readEmailNoticeUnsubscribeToken(this.keyedHash, query.token);
    if (!accountId) throw invalidLinkToken(request, 'messaging:invalidToken');
    const result = await this.commandBus.execute(
      new ChangeMessagingAccountCommand({ type: 'StopEmailNotices', accountId }, unsubscribeLinkContext(request)),
    );
    await this.consistency.waitFor(result.position);
    return { emailWhenAway: false };
  }
}
