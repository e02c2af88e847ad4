import type { Provider } from '@nestjs/common';
import { RATE_LIMITER_FACTORY, type RateLimiterFactory, type TokenBucketPolicy } from '../infra/rate-limiter';

/** Login and registration attempts per IP and login: a burst of 10, then 10 a minute (ARCHITECTURE.md § 6). */
export const LOGIN_RATE_LIMIT: TokenBucketPolicy = { capacity: 10, perMinute: 10 };
export const REGISTER_RATE_LIMIT: TokenBucketPolicy = { capacity: 10, perMinute: 10 };

export const LOGIN_RATE_LIMITER = Symbol('LOGIN_RATE_LIMITER');
export const REGISTER_RATE_LIMITER = Symbol('REGISTER_RATE_LIMITER');

export const rateLimiterProviders: Provider[] = [
  {
    provide: LOGIN_RATE_LIMITER,
    inject: [RATE_LIMITER_FACTORY],
    useFactory: (factory: RateLimiterFactory) => factory.create('login', LOGIN_RATE_LIMIT),
  },
  {
    provide: REGISTER_RATE_LIMITER,
    inject: [RATE_LIMITER_FACTORY],
    useFactory: (factory: RateLimiterFactory) => factory.create('register', REGISTER_RATE_LIMIT),
  },
];
