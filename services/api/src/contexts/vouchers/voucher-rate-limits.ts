import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Clock } from '#api/platform/clock/clock';
import { addressBlock } from '../accounts';
import { ApiHttpError } from '#api/platform/http/api-error';
import { localeOf } from '#api/platform/http/locale';
import { message } from '#api/platform/i18n/i18n';
import { RateLimiterFactory, type RateLimitPolicy } from '#api/platform/infra/rate-limit.module';
import type { KeyedHash } from '#api/platform/infra/secret-key';
import { CLOCK, KEYED_HASH } from '#api/platform/tokens';

/**
 * Redemption attempts per account and per IP. With 100-bit codes guessing is hopeless anyway; the limits keep a
 * script from hammering the lookup and make any oracle in the answers worthless. A person activating a stack of
 * real codes is not slowed: a success gives its attempt back.
 */
export const VOUCHER_LIMITS = {
  account: { points: 10, durationSeconds: 60 * 60 },
  ip: { points: 30, durationSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitPolicy>;

type Counter = [RateLimiterAbstract, string];

/**
 * Counters live in Redis when REDIS_URL is set (shared by every API node), else in memory. Each key carries the
 * number of its window on the clock port, so a window ends when the clock says so (tests move the clock; nodes
 * share the wall clock) rather than only on the limiter's own timer.
 */
@Injectable()
export class VoucherRateLimits {
  private readonly account: RateLimiterAbstract;
  private readonly ip: RateLimiterAbstract;

  constructor(
    factory: RateLimiterFactory,
    @Inject(KEYED_HASH) private readonly keyedHash: KeyedHash,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.account = factory.create('voucher-account', VOUCHER_LIMITS.account);
    this.ip = factory.create('voucher-ip', VOUCHER_LIMITS.ip);
  }

  /** Before the code is looked at: every attempt counts (parallel guesses cannot slip past), 429 when used up. */
  async attempt(request: FastifyRequest, accountId: string): Promise<void> {
    const counters = this.counters(request, accountId);
    const results = await Promise.allSettled(counters.map(([limiter, key]) => limiter.consume(key)));
    let waitMs = 0;
    for (const r of results) {
      if (r.status === 'fulfilled') continue;
      if (!(r.reason instanceof RateLimiterRes)) throw r.reason;
      waitMs = Math.max(waitMs, Math.min(r.reason.msBeforeNext, this.windowLeftMs(VOUCHER_LIMITS.account.durationSeconds)));
    }
    if (results.some((r) => r.status === 'rejected'))
      throw new ApiHttpError(429, message('tooManyRequests', localeOf(request.headers['accept-language'])), undefined, {
        'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))),
      });
  }

  /** A code that worked: its attempt is given back on both counters. */
  async succeeded(request: FastifyRequest, accountId: string): Promise<void> {
    await Promise.allSettled(this.counters(request, accountId).map(([limiter, key]) => limiter.reward(key, 1)));
  }

  private counters(request: FastifyRequest, accountId: string): Counter[] {
    const ip = this.keyedHash.hex('rate-limit-ip', addressBlock(request.ip));
    return [
      [this.account, `${accountId}|${this.window(VOUCHER_LIMITS.account.durationSeconds)}`],
      [this.ip, `${ip}|${this.window(VOUCHER_LIMITS.ip.durationSeconds)}`],
    ];
  }

  private window(durationSeconds: number): number {
    return Math.floor(this.clock.now().getTime() / (durationSeconds * 1000));
  }

  private windowLeftMs(durationSeconds: number): number {
    const ms = durationSeconds * 1000;
    return ms - (this.clock.now().getTime() % ms);
  }
}
