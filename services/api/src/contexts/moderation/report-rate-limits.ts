import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { code } from '@anonse/contracts';
import type { Clock } from '#api/platform/clock/clock';
import { addressBlock } from '../accounts';
import { ApiHttpError } from '#api/platform/http/api-error';
import { localeOf } from '#api/platform/http/locale';
import { textOf } from '#api/platform/i18n/i18n';
import { RateLimiterFactory, type RateLimitPolicy } from '#api/platform/infra/rate-limit.module';
import type { KeyedHash } from '#api/platform/infra/secret-key';
import { CLOCK, KEYED_HASH } from '#api/platform/tokens';

/**
 * Reports per address block (an IPv4 address, an IPv6 /64) and per reported target. A real visitor sends one or
 * two; the address limit stops one person's flood, the target limit stops many addresses burying one ad or
 * account under noise (the first reports already put it in the queue; more add nothing a moderator needs).
 */
export const REPORT_LIMITS = {
  ip: { points: 10, durationSeconds: 60 * 60 },
  target: { points: 30, durationSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitPolicy>;

/** Counters in Redis when REDIS_URL is set (shared by every node), else in memory; windows follow the clock port. */
@Injectable()
export class ReportRateLimits {
  private readonly ip: RateLimiterAbstract;
  private readonly target: RateLimiterAbstract;

  constructor(
    factory: RateLimiterFactory,
    @Inject(KEYED_HASH) private readonly keyedHash: KeyedHash,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.ip = factory.create('report-ip', REPORT_LIMITS.ip);
    this.target = factory.create('report-target', REPORT_LIMITS.target);
  }

  /** Before the target is looked up, so a flood of guesses costs the address too. */
  attemptFromAddress(request: FastifyRequest): Promise<void> {
    const ip = this.keyedHash.hex('rate-limit-ip', addressBlock(request.ip));
    return this.consume(request, this.ip, `${ip}|${this.window(REPORT_LIMITS.ip.durationSeconds)}`, REPORT_LIMITS.ip.durationSeconds);
  }

  /** Once the target is known to exist. */
  attemptOnTarget(request: FastifyRequest, targetId: string): Promise<void> {
    return this.consume(
      request,
      this.target,
      `${targetId}|${this.window(REPORT_LIMITS.target.durationSeconds)}`,
      REPORT_LIMITS.target.durationSeconds,
    );
  }

  private async consume(request: FastifyRequest, limiter: RateLimiterAbstract, key: string, durationSeconds: number): Promise<void> {
    try {
      await limiter.consume(key);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      const ms = durationSeconds * 1000;
      const waitMs = Math.min(error.msBeforeNext, ms - (this.clock.now().getTime() % ms));
      throw new ApiHttpError(429, textOf(code('moderation:tooManyReports'), localeOf(request.headers['accept-language'])), undefined, {
        'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))),
      });
    }
  }

  private window(durationSeconds: number): number {
    return Math.floor(this.clock.now().getTime() / (durationSeconds * 1000));
  }
}
