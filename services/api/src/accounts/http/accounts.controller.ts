import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LoginInput, RegisterInput, ROLES, translateMessage, type UserDto } from '@anonse/contracts';
import type { AppConfig } from '../../config/config';
import { ApiHttpError } from '../../http/api-error';
import { localeOf, message } from '../../http/locale';
import { commandContext } from '../../http/request-context';
import { parseInput } from '../../http/validation';
import { ConsistencyService } from '../../infra/consistency.service';
import type { RateLimiter } from '../../infra/rate-limiter';
import { APP_CONFIG } from '../../infra/tokens';
import { AuthService } from '../auth.service';
import { RegisterAccountCommand } from '../commands/register-account.command';
import { LOGIN_RATE_LIMITER, REGISTER_RATE_LIMITER } from '../rate-limits';
import { clearSessionCookie, issueXsrfCookie } from '../sessions/cookies';
import { SessionService } from '../sessions/session.service';
import { LoggedInGuard, userOf } from './guards';

/** The spec's account calls (§ 7), Sanctum-style: CSRF cookie first, then a session cookie. */
@Controller()
export class AccountsController {
  constructor(
    @Inject(LOGIN_RATE_LIMITER) private readonly loginLimiter: RateLimiter,
    @Inject(REGISTER_RATE_LIMITER) private readonly registerLimiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly commandBus: CommandBus,
    private readonly auth: AuthService,
    private readonly sessions: SessionService,
    private readonly consistency: ConsistencyService,
  ) {}

  @Post('sanctum/csrf-cookie')
  @HttpCode(204)
  csrfCookie(@Res({ passthrough: true }) reply: FastifyReply): void {
    issueXsrfCookie(reply, this.config);
  }

  @Post('api/register')
  @HttpCode(201)
  async register(@Body() body: unknown, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<UserDto> {
    await this.limit(this.registerLimiter, request, body);
    const input = parseInput(RegisterInput, body, request);
    const ctx = commandContext(request, { id: null, role: null });
    const result = await this.commandBus.execute(
      new RegisterAccountCommand({ login: input.login, email: input.email, password: input.password, role: ROLES.user }, ctx),
    );
    await this.consistency.waitFor(result.position);
    await this.auth.startSession(reply, result.accountId, this.auth.sessionToken(request));
    return { id: result.accountId, login: input.login, role: ROLES.user };
  }

  @Post('api/login')
  @HttpCode(200)
  async login(@Body() body: unknown, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<UserDto> {
    await this.limit(this.loginLimiter, request, body);
    const input = parseInput(LoginInput, body, request);
    const account = await this.auth.authenticate(input.login, input.password);
    if (!account) {
      const locale = localeOf(request.headers['accept-language']);
      const text = translateMessage('invalid credentials', locale);
      // 422 with `errors.login`: the login form shows the errors field (spec § 7, § 8).
      throw new ApiHttpError(422, text, { login: [text] });
    }
    await this.auth.startSession(reply, account.id, this.auth.sessionToken(request));
    return { id: account.id, login: account.login, role: account.role };
  }

  @Post('api/logout')
  @HttpCode(204)
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    const token = this.auth.sessionToken(request);
    if (token) await this.sessions.destroy(token);
    clearSessionCookie(reply, this.config);
  }

  @Get('api/user')
  @UseGuards(LoggedInGuard)
  user(@Req() request: FastifyRequest): UserDto {
    return userOf(request)!;
  }

  /** Per IP and login: brute force on one account is slowed, other users behind the same NAT are not. */
  private async limit(limiter: RateLimiter, request: FastifyRequest, body: unknown): Promise<void> {
    const login = typeof (body as { login?: unknown } | null)?.login === 'string' ? (body as { login: string }).login.toLowerCase() : '';
    const wait = await limiter.take(`${request.ip}|${login.slice(0, 64)}`);
    if (wait > 0)
      throw new ApiHttpError(429, message('tooManyRequests', localeOf(request.headers['accept-language'])), undefined, {
        'Retry-After': String(wait),
      });
  }
}
