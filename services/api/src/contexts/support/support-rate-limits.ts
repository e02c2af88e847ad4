import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { code } from '@anonse/contracts';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Clock } from '#api/platform/clock/clock';
import { ApiHttpError } from '#api/platform/http/api-error';
import { localeOf } from '#api/platform/http/locale';
import { textOf } from '#api/platform/i18n/i18n';
import { RateLimiterFactory, type RateLimitPolicy } from '#api/platform/infra/rate-limit.module';
import type { KeyedHash } from '#api/platform/infra/secret-key';
import { CLOCK, KEYED_HASH } from '#api/platform/tokens';
import { addressBlock } from '../accounts';

/**
 * Contact messages per address (IPv6 by /64) and per sender's e-mail, an hour each. A person with a real question
 * never needs more; the per-address counter stops a script cycling through made-up senders, the per-e-mail one a
 * botnet writing as one victim (each message acknowledges to that address).
 */
export const CONTACT_LIMITS = {
  ip: { points: 5, durationSeconds: 60 * 60 },
  email: { points: 3, durationSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitPolicy>;

type Counter = [RateLimiterAbstract, string, number];

/** Counters in Redis with REDIS_URL (shared by every node), else in memory; windows follow the clock port. */
@Injectable()
export class ContactRateLimits {
  private readonly ip: RateLimiterAbstract;
  private readonly email: RateLimiterAbstract;

  constructor(
    factory: RateLimiterFactory,
    @Inject(KEYED_HASH) private readonly keyedHash: KeyedHash,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.ip = factory.create('contact-ip', CONTACT_LIMITS.ip);
    this.email = factory.create('contact-email', CONTACT_LIMITS.email);
  }

  /** Counts one message before anything is kept; 429 with Retry-After and a message in the page's language when used up. */
  async attempt(request: FastifyRequest, email: string): Promise<void> {
    const counters: Counter[] = [
      [this.ip, this.keyedHash.hex('rate-limit-ip', addressBlock(request.ip)), CONTACT_LIMITS.ip.durationSeconds],
      // Keyed, so the store (Redis) holds no addresses.
      [this.email, this.keyedHash.hex('rate-limit-contact-email', email.trim().toLowerCase()), CONTACT_LIMITS.email.durationSeconds],
    ];
    const results = await Promise.allSettled(counters.map(([limiter, key, seconds]) => limiter.consume(`${key}|${this.window(seconds)}`)));
    let waitMs = 0;
    results.forEach((r, i) => {
      if (r.status === 'fulfilled') return;
      if (!(r.reason instanceof RateLimiterRes)) throw r.reason;
      waitMs = Math.max(waitMs, Math.min(r.reason.msBeforeNext, this.windowLeftMs(counters[i]![2])));
    });
    if (results.some((r) => r.status === 'rejected'))
      throw new ApiHttpError(429, textOf(code('support:tooMany'), localeOf(request.headers['accept-language'])), undefined, {
        'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))),
      });
  }

  private window(durationSeconds: number): number {
    return Math.floor(this.clock.now().getTime() / (durationSeconds * 1000));
  }

  private windowLeftMs(durationSeconds: number): number {
    const ms = durationSeconds * 1000;
    return ms - (this.clock.now().getTime() % ms);
  }
}

/** A person's support chat messages: a conversation, not a flood (SUPPORT_CHAT_LIMIT, docs/product.md). */
export const SUPPORT_CHAT_LIMIT = { points: 30, durationSeconds: 10 * 60 } as const satisfies RateLimitPolicy;

/** Counts a person's chat messages per fixed window of the clock (Redis with REDIS_URL, else memory). */
@Injectable()
export class SupportChatRateLimits {
  private readonly messages: RateLimiterAbstract;

  constructor(
    factory: RateLimiterFactory,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.messages = factory.create('support-chat', SUPPORT_CHAT_LIMIT);
  }

  /** 429 with Retry-After and a message in the page's language when used up. */
  async attempt(request: FastifyRequest, accountId: string): Promise<void> {
    const ms = SUPPORT_CHAT_LIMIT.durationSeconds * 1000;
    const now = this.clock.now().getTime();
    try {
      await this.messages.consume(`${accountId}|${Math.floor(now / ms)}`);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      const waitMs = Math.min(error.msBeforeNext, ms - (now % ms));
      throw new ApiHttpError(429, textOf(code('support:chatTooMany'), localeOf(request.headers['accept-language'])), undefined, {
        'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))),
      });
    }
  }
}
