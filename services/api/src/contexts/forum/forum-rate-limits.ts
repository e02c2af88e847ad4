import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { code, type UserDto } from '@anonse/contracts';
import { addressBlock } from '#api/contexts/accounts/index';
import type { Clock } from '#api/platform/clock/clock';
import type { AppConfig } from '#api/platform/config/config';
import { ApiHttpError } from '#api/platform/http/api-error';
import { localeOf } from '#api/platform/http/locale';
import { textOf } from '#api/platform/i18n/i18n';
import { RateLimiterFactory, type RateLimitPolicy } from '#api/platform/infra/rate-limit.module';
import type { KeyedHash } from '#api/platform/infra/secret-key';
import { APP_CONFIG, CLOCK, KEYED_HASH } from '#api/platform/tokens';
import { isForumStaff } from './commands/forum-staff';

const HOUR = 60 * 60;
type Kind = 'topic' | 'reply';

/** The four hourly limits (FORUM_TOPICS_PER_ACCOUNT_PER_HOUR and the rest, README § Configuration). */
const forumLimits = (config: Pick<AppConfig, 'forum'>): Record<`${Kind}${'Account' | 'Ip'}`, RateLimitPolicy> => ({
  topicAccount: { points: config.forum.topicsPerAccountPerHour, durationSeconds: HOUR },
  topicIp: { points: config.forum.topicsPerIpPerHour, durationSeconds: HOUR },
  replyAccount: { points: config.forum.repliesPerAccountPerHour, durationSeconds: HOUR },
  replyIp: { points: config.forum.repliesPerIpPerHour, durationSeconds: HOUR },
});

/**
 * New topics and replies per account and per address block (an IPv4 address, an IPv6 /64), counted on every
 * attempt that passed validation. The account limit stops one member's flood, the address limit a batch of fresh
 * accounts behind one address (the queue holds their posts, but each still costs a moderator a look). Staff are not
 * counted: they answer reports and write announcements in bursts. Counters live in Redis when REDIS_URL is set.
 */
@Injectable()
export class ForumRateLimits {
  private readonly limiters: Record<`${Kind}${'Account' | 'Ip'}`, RateLimiterAbstract>;
  private readonly policies: ReturnType<typeof forumLimits>;

  constructor(
    factory: RateLimiterFactory,
    @Inject(KEYED_HASH) private readonly keyedHash: KeyedHash,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.policies = forumLimits(config);
    this.limiters = {
      topicAccount: factory.create('forum-topic-account', this.policies.topicAccount),
      topicIp: factory.create('forum-topic-ip', this.policies.topicIp),
      replyAccount: factory.create('forum-reply-account', this.policies.replyAccount),
      replyIp: factory.create('forum-reply-ip', this.policies.replyIp),
    };
  }

  /** Before the command runs: 429 (localized, with Retry-After in seconds) once either counter is used up. */
  async attempt(request: FastifyRequest, user: UserDto, kind: Kind): Promise<void> {
    if (isForumStaff(user.role)) return;
    const ip = this.keyedHash.hex('rate-limit-ip', addressBlock(request.ip));
    await this.consume(request, `${kind}Account`, user.id);
    await this.consume(request, `${kind}Ip`, ip);
  }

  private async consume(request: FastifyRequest, which: `${Kind}${'Account' | 'Ip'}`, key: string): Promise<void> {
    const ms = this.policies[which].durationSeconds * 1000;
    const window = Math.floor(this.clock.now().getTime() / ms);
    try {
      await this.limiters[which].consume(`${key}|${window}`);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      const waitMs = Math.min(error.msBeforeNext, ms - (this.clock.now().getTime() % ms));
      throw new ApiHttpError(429, textOf(code('forum:tooManyPosts'), localeOf(request.headers['accept-language'])), undefined, {
        'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))),
      });
    }
  }
}
