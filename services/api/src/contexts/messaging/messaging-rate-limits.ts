import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { code, MESSAGING_LIMITS, type MessageCode } from '@anonse/contracts';
import type { Clock } from '#api/platform/clock/clock';
import { ApiHttpError } from '#api/platform/http/api-error';
import { localeOf } from '#api/platform/http/locale';
import { textOf } from '#api/platform/i18n/i18n';
import { RateLimiterFactory, type RateLimitPolicy } from '#api/platform/infra/rate-limit.module';
import { CLOCK } from '#api/platform/tokens';

type Limit = keyof typeof MESSAGING_LIMITS;
type Tier = 'established' | 'fresh';
const TEXTS: Record<Limit, MessageCode> = {
  messagesPerAccount: code('messaging:tooMany'),
  conversationsPerAccount: code('messaging:tooManyConversations'),
  messagesPerConversation: code('messaging:tooManyInConversation'),
  reportsPerAccount: code('messaging:tooManyReports'),
  photosPerAccount: code('messaging:tooManyPhotoUploads'),
};

/**
 * The messaging limits (MESSAGING_LIMITS, docs/messaging.md § Limits) per account and per conversation, tighter for a
 * new account. Counters in Redis when REDIS_URL is set (shared by every node), else in memory; windows follow the
 * clock port, as the other limits do.
 */
@Injectable()
export class MessagingRateLimits {
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  constructor(
    factory: RateLimiterFactory,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    for (const limit of Object.keys(MESSAGING_LIMITS) as Limit[])
      for (const tier of ['established', 'fresh'] as const)
        this.limiters.set(`${limit}|${tier}`, factory.create(`messaging-${limit}-${tier}`, this.policy(limit, tier)));
  }

  /** One message (the conversation's counter too); a first message counts as a started conversation as well. */
  async message(request: FastifyRequest, accountId: string, conversationId: string | null, fresh: boolean): Promise<void> {
    const tier: Tier = fresh ? 'fresh' : 'established';
    if (conversationId === null) await this.consume(request, 'conversationsPerAccount', tier, accountId);
    await this.consume(request, 'messagesPerAccount', tier, accountId);
    if (conversationId !== null) await this.consume(request, 'messagesPerConversation', tier, `${accountId}|${conversationId}`);
  }

  /** One photo uploaded into a message. */
  photo(request: FastifyRequest, accountId: string, fresh: boolean): Promise<void> {
    return this.consume(request, 'photosPerAccount', fresh ? 'fresh' : 'established', accountId);
  }

  report(request: FastifyRequest, accountId: string): Promise<void> {
    return this.consume(request, 'reportsPerAccount', 'established', accountId);
  }

  private policy(limit: Limit, tier: Tier): RateLimitPolicy {
    return MESSAGING_LIMITS[limit][tier];
  }

  private async consume(request: FastifyRequest, limit: Limit, tier: Tier, key: string): Promise<void> {
    const { durationSeconds } = this.policy(limit, tier);
    const ms = durationSeconds * 1000;
    const now = this.clock.now().getTime();
    try {
      await this.limiters.get(`${limit}|${tier}`)!.consume(`${key}|${Math.floor(now / ms)}`);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      const waitMs = Math.min(error.msBeforeNext, ms - (now % ms));
      throw new ApiHttpError(429, textOf(TEXTS[limit], localeOf(request.headers['accept-language'])), undefined, {
        'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))),
      });
    }
  }
}
