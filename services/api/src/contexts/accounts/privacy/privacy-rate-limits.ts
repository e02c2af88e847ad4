import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { ApiHttpError } from '#api/platform/http/api-error';
import { localeOf } from '#api/platform/http/locale';
import { message } from '#api/platform/i18n/i18n';
import { RateLimiterFactory, type RateLimitPolicy } from '#api/platform/infra/rate-limit.module';

/** Data exports per account: each one reads every stream of the person, and nobody needs more in an hour. */
export const EXPORT_LIMIT: RateLimitPolicy = { points: 5, durationSeconds: 60 * 60 };

@Injectable()
export class PrivacyRateLimits {
  private readonly exports: RateLimiterAbstract;

  constructor(factory: RateLimiterFactory) {
    this.exports = factory.create('data-export-account', EXPORT_LIMIT);
  }

  /** 429 with Retry-After once the account has used up its exports. */
  async exportAttempt(request: FastifyRequest, accountId: string): Promise<void> {
    try {
      await this.exports.consume(accountId);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      throw new ApiHttpError(429, message('tooManyRequests', localeOf(request.headers['accept-language'])), undefined, {
        'Retry-After': String(Math.max(1, Math.ceil(error.msBeforeNext / 1000))),
      });
    }
  }
}
