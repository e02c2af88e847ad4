import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { ApiHttpError } from '#api/platform/http/api-error';
import { localeOf } from '#api/platform/http/locale';
import { message } from '#api/platform/i18n/i18n';
import { RateLimiterFactory, type RateLimitPolicy } from '#api/platform/infra/rate-limit.module';
import type { KeyedHash } from '#api/platform/infra/secret-key';
import type { AppConfig } from '#api/platform/config/config';
import { APP_CONFIG, KEYED_HASH } from '#api/platform/tokens';
import { loginKeyOf } from './login-key';

/**
 * Login attempts (docs/architecture.md § People, data and safety), three ways: per IP and login (one guesser on one account), per login
 * from anywhere (a botnet on one account; generous, since it also slows the owner), per IP over all logins
 * (one guesser sweeping many accounts).
 */
export const LOGIN_LIMITS = {
  ipAndLogin: { points: 10, durationSeconds: 60 },
  account: { points: 30, durationSeconds: 15 * 60 },
  ip: { points: 50, durationSeconds: 15 * 60 },
} as const satisfies Record<string, RateLimitPolicy>;

/** Registrations per IP and hour (REGISTRATIONS_PER_IP_PER_HOUR; 10 unless configured). */
export const registerLimit = (config: Pick<AppConfig, 'registrationsPerIpPerHour'>): RateLimitPolicy => ({
  points: config.registrationsPerIpPerHour,
  durationSeconds: 60 * 60,
});

/**
 * Login attempts are refused (429 with Retry-After, in seconds) once a source has failed too often. Every attempt
 * is counted before the password is checked — counting only after a failure would let a burst of parallel guesses
 * all pass — and a success gives its points back and clears that login's counter at that address, so people
 * behind one address (a campus, a carrier's NAT) do not lock each other out.
 */
@Injectable()
export class AuthRateLimits {
  private readonly ipAndLogin: RateLimiterAbstract;
  private readonly account: RateLimiterAbstract;
  private readonly ip: RateLimiterAbstract;
  private readonly register: RateLimiterAbstract;

  constructor(
    factory: RateLimiterFactory,
    @Inject(KEYED_HASH) private readonly keyedHash: KeyedHash,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.ipAndLogin = factory.create('login-ip-login', LOGIN_LIMITS.ipAndLogin);
    this.account = factory.create('login-account', LOGIN_LIMITS.account);
    this.ip = factory.create('login-ip', LOGIN_LIMITS.ip);
    this.register = factory.create('register-ip', registerLimit(config));
  }

  /** Before checking a password: counts the attempt three ways, 429 when any of them is used up. */
  async loginAttempt(request: FastifyRequest, login: unknown): Promise<void> {
    await consumeAll(request, this.loginCounters(request, login));
  }

  /** The right password: the attempt is given back, and this address may try this login afresh. */
  async loginSucceeded(request: FastifyRequest, login: unknown): Promise<void> {
    const [[ipAndLogin, pairKey], ...others] = this.loginCounters(request, login) as [Counter, ...Counter[]];
    await Promise.allSettled([ipAndLogin.delete(pairKey), ...others.map(([limiter, key]) => limiter.reward(key, 1))]);
  }

  /** Every registration attempt counts, valid or not. */
  async registrationAttempt(request: FastifyRequest): Promise<void> {
    await consumeAll(request, [[this.register, this.ipKey(request)]]);
  }

  /** `login` is keyed exactly as the account lookup keys it, so " anna ", "Anna" and "anna" share counters. */
  private loginCounters(request: FastifyRequest, login: unknown): Counter[] {
    const ip = this.ipKey(request);
    const account = loginKeyOf(this.keyedHash, typeof login === 'string' ? login.slice(0, 254) : '');
    return [
      [this.ipAndLogin, `${ip}|${account}`],
      [this.account, account],
      [this.ip, ip],
    ];
  }

  /** Keyed, so the store (Redis) holds no IP addresses or logins; IPv6 by /64, the block one subscriber gets. */
  private ipKey(request: FastifyRequest): string {
    return this.keyedHash.hex('rate-limit-ip', addressBlock(request.ip));
  }
}

type Counter = [RateLimiterAbstract, string];

async function consumeAll(request: FastifyRequest, counters: Counter[]): Promise<void> {
  const results = await Promise.allSettled(counters.map(([limiter, key]) => limiter.consume(key)));
  let waitMs = 0;
  for (const r of results) {
    if (r.status === 'fulfilled') continue;
    if (!(r.reason instanceof RateLimiterRes)) throw r.reason;
    waitMs = Math.max(waitMs, r.reason.msBeforeNext);
  }
  if (results.some((r) => r.status === 'rejected')) throw tooMany(request, waitMs);
}

/**
 * The unit a rate limit counts: an IPv4 address, or the /64 of an IPv6 address (one subscriber holds a whole /64,
 * so counting single addresses would give one guesser 2^64 fresh counters).
 */
export function addressBlock(ip: string): string {
  const v4 = ip.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i)?.[1];
  if (v4) return v4;
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => (g || '0').toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

const tooMany = (request: FastifyRequest, waitMs: number) =>
  new ApiHttpError(429, message('tooManyRequests', localeOf(request.headers['accept-language'])), undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))),
  });
