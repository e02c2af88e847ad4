import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { ApiHttpError } from '#api/platform/http/api-error';
import { localeOf } from '#api/platform/http/locale';
import { message } from '#api/platform/i18n/i18n';
import { RateLimiterFactory, type RateLimitPolicy } from '#api/platform/infra/rate-limit.module';
import type { KeyedHash } from '#api/platform/infra/secret-key';
import { KEYED_HASH } from '#api/platform/tokens';
import { addressBlock } from '../rate-limits';

/**
 * Mail costs something to send and lands in somebody's inbox: a form that sends mail must not become a way to
 * flood an address (per address and per account) or to probe addresses in bulk (per IP). Links themselves carry
 * 256-bit secrets, so following them is limited only to keep a scanner from hammering the stream reads.
 */
export const MAIL_LIMITS = {
  forgotPerIp: { points: 10, durationSeconds: 3600 },
  forgotPerEmail: { points: 3, durationSeconds: 3600 },
  resendPerAccount: { points: 3, durationSeconds: 3600 },
  changePerAccount: { points: 5, durationSeconds: 3600 },
  linkPerIp: { points: 30, durationSeconds: 15 * 60 },
} as const satisfies Record<string, RateLimitPolicy>;

@Injectable()
export class MailRateLimits {
  private readonly limiters: { [K in keyof typeof MAIL_LIMITS]: RateLimiterAbstract };

  constructor(
    factory: RateLimiterFactory,
    @Inject(KEYED_HASH) private readonly keyedHash: KeyedHash,
  ) {
    this.limiters = {
      forgotPerIp: factory.create('mail-forgot-ip', MAIL_LIMITS.forgotPerIp),
      forgotPerEmail: factory.create('mail-forgot-email', MAIL_LIMITS.forgotPerEmail),
      resendPerAccount: factory.create('mail-resend-account', MAIL_LIMITS.resendPerAccount),
      changePerAccount: factory.create('mail-change-account', MAIL_LIMITS.changePerAccount),
      linkPerIp: factory.create('mail-link-ip', MAIL_LIMITS.linkPerIp),
    };
  }

  /** Counted for known and unknown addresses alike (the answer must not tell them apart). */
  forgotPassword(request: FastifyRequest, email: string): Promise<void> {
    return this.consume(request, [
      ['forgotPerIp', this.ipKey(request)],
      ['forgotPerEmail', this.keyedHash.hex('rate-limit-email', email.trim().toLowerCase())],
    ]);
  }

  resendConfirmation(request: FastifyRequest, accountId: string): Promise<void> {
    return this.consume(request, [['resendPerAccount', accountId]]);
  }

  changeEmail(request: FastifyRequest, accountId: string): Promise<void> {
    return this.consume(request, [['changePerAccount', accountId]]);
  }

  followLink(request: FastifyRequest): Promise<void> {
    return this.consume(request, [['linkPerIp', this.ipKey(request)]]);
  }

  private ipKey(request: FastifyRequest): string {
    return this.keyedHash.hex('rate-limit-ip', addressBlock(request.ip));
  }

  private async consume(request: FastifyRequest, counters: [keyof typeof MAIL_LIMITS, string][]): Promise<void> {
    const results = await Promise.allSettled(counters.map(([name, key]) => this.limiters[name].consume(key)));
    let waitMs = 0;
    for (const r of results) {
      if (r.status === 'fulfilled') continue;
      if (!(r.reason instanceof RateLimiterRes)) throw r.reason;
      waitMs = Math.max(waitMs, r.reason.msBeforeNext);
    }
    if (waitMs > 0 || results.some((r) => r.status === 'rejected'))
      throw new ApiHttpError(429, message('tooManyRequests', localeOf(request.headers['accept-language'])), undefined, {
        'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))),
      });
  }
}
