import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ChangePasswordInput, code, LoginInput, RegisterInput, ROLES, UserDto } from '@anonse/contracts';
import type { AppConfig } from '#api/platform/config/config';
import { ApiHttpError } from '#api/platform/http/api-error';
import { localeOf } from '#api/platform/http/locale';
import { message, textOf } from '#api/platform/i18n/i18n';
import { commandContext } from '#api/platform/http/request-context';
import { parseInput } from '#api/platform/http/validation';
import { ConsistencyService } from '#api/platform/consistency.service';
import { Idempotent } from '#api/platform/idempotency/idempotency.interceptor';
import { APP_CONFIG } from '#api/platform/tokens';
import { AuthService } from '../auth.service';
import { ChangePasswordCommand } from '../commands/change-password.command';
import { RegisterAccountCommand } from '../commands/register-account.command';
import { assertStrongPassword } from '../password-policy';
import { AuthRateLimits } from '../rate-limits';
import { issueXsrfCookie } from '../sessions/cookies';
import { SessionService } from '../sessions/session.service';
import { AccountEmailService } from '../email/account-email.service';
import { CurrentUser, LoggedInGuard } from '#api/platform/auth/guards';
import { errors } from '#api/platform/openapi/openapi';
import { Operation } from '#api/platform/openapi/operation';

/** The account calls of docs/product.md § 7, Sanctum-style: CSRF cookie first, then a session cookie. */
@Controller()
export class AccountsController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly limits: AuthRateLimits,
    private readonly commandBus: CommandBus,
    private readonly auth: AuthService,
    private readonly sessions: SessionService,
    private readonly consistency: ConsistencyService,
    private readonly emailFlows: AccountEmailService,
  ) {}

  /** An XSRF token bound to the session cookie this browser sent (or to none). */
  @Post('sanctum/csrf-cookie')
  @Operation({
    tag: 'accounts',
    summary: 'Sets the XSRF-TOKEN cookie (echo it in X-XSRF-TOKEN)',
    responses: { 204: { description: 'Cookie set' } },
  })
  @HttpCode(204)
  csrfCookie(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): void {
    issueXsrfCookie(reply, this.config, request.server.keyedHash, this.auth.sessionToken(request));
  }

  /**
   * The answer is the same whether the e-mail is registered or not (only the login, a public handle, may be
   * refused as taken), so the form cannot be used to find out who has an account.
   */
  @Post('api/register')
  @Operation({
    tag: 'accounts',
    summary: 'Registers an account and logs it in',
    body: RegisterInput,
    responses: { 201: { description: 'Registered', schema: UserDto }, ...errors(400, 415, 422, 429) },
  })
  @HttpCode(201)
  @Idempotent()
  async register(@Body() body: unknown, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<UserDto> {
    // Counted before the body is read (so no @ValidBody): a malformed attempt is an attempt too.
    await this.limits.registrationAttempt(request);
    const input = parseInput(RegisterInput, body, request);
    await assertStrongPassword(request, input.password, [input.login, input.email]);
    const ctx = commandContext(request, { id: null, role: null });
    const result = await this.commandBus.execute(
      new RegisterAccountCommand({ login: input.login, email: input.email, password: input.password, role: ROLES.user }, ctx),
    );
    // The e-mail language (the page's) and the confirmation link; should it fail, the dashboard sends the link again.
    await this.emailFlows
      .afterRegistration(result.accountId, localeOf(request.headers['accept-language']), ctx)
      .catch((error: unknown) => request.log.error({ err: error }, 'registration: requesting the e-mail confirmation failed'));
    await this.consistency.waitFor(result.position);
    await this.auth.startSession(request, reply, result.accountId);
    return { id: result.accountId, login: input.login, role: ROLES.user };
  }

  @Post('api/login')
  @Operation({
    tag: 'accounts',
    summary: 'Logs in (session cookie)',
    body: LoginInput,
    responses: { 200: { description: 'Logged in', schema: UserDto }, ...errors(400, 415, 422, 429) },
  })
  @HttpCode(200)
  async login(@Body() body: unknown, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<UserDto> {
    const login = (body as { login?: unknown } | null)?.login;
    await this.limits.loginAttempt(request, login);
    const input = parseInput(LoginInput, body, request);
    const account = await this.auth.authenticate(input.login, input.password);
    if (!account) {
      const locale = localeOf(request.headers['accept-language']);
      const text = textOf(code('accounts:invalidCredentials'), locale);
      // 422 with `errors.login`: the login form shows the errors field (docs/product.md § 7, § 8).
      throw new ApiHttpError(422, text, { login: [text] });
    }
    if (account.blocked) {
      // Said only after the right password: the login form cannot be used to find out who is blocked.
      const text = textOf(code('accounts:accountBlocked'), localeOf(request.headers['accept-language']));
      throw new ApiHttpError(403, text, { login: [text] });
    }
    await this.limits.loginSucceeded(request, login);
    await this.auth.startSession(request, reply, account.id);
    return { id: account.id, login: account.login, role: account.role };
  }

  /** Ends this browser's session. */
  @Post('api/logout')
  @Operation({ tag: 'accounts', summary: 'Ends the session', responses: { 204: { description: 'Logged out' } } })
  @HttpCode(204)
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    const token = this.auth.sessionToken(request);
    if (token) await this.sessions.destroy(token);
    this.auth.endSession(request, reply);
  }

  /** Ends every session of the account, on every device (a lost phone, a shared computer). */
  @Post('api/logout-all')
  @Operation({
    tag: 'accounts',
    summary: 'Ends every session of the account',
    responses: { 204: { description: 'Logged out everywhere' }, ...errors(401) },
  })
  @HttpCode(204)
  @UseGuards(LoggedInGuard)
  async logoutAll(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentUser() user: UserDto,
  ): Promise<void> {
    await this.sessions.destroyAll(user.id);
    this.auth.endSession(request, reply);
  }

  /**
   * A new password (the current one is asked again: a session left open is not enough). Every other session
   * ends — whoever knew the old password is logged out — and this one gets a fresh token.
   */
  @Post('api/user/password')
  @Operation({
    tag: 'accounts',
    summary: 'Changes the password (the current one is asked again); ends every other session',
    body: ChangePasswordInput,
    responses: { 204: { description: 'Changed; this session rotated' }, ...errors(400, 401, 415, 422, 429) },
  })
  @HttpCode(204)
  @UseGuards(LoggedInGuard)
  @Idempotent()
  async changePassword(
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentUser() user: UserDto,
  ): Promise<void> {
    // Guessing the current password from a stolen session is a login attempt like any other.
    await this.limits.loginAttempt(request, user.login);
    const locale = localeOf(request.headers['accept-language']);
    const input = parseInput(ChangePasswordInput, body, request);
    if (!(await this.auth.hasPassword(user.id, input.current_password))) {
      const text = textOf(code('accounts:wrongCurrentPassword'), locale);
      throw new ApiHttpError(422, text, { current_password: [text] });
    }
    await this.limits.loginSucceeded(request, user.login);
    await assertStrongPassword(request, input.password, [user.login]);
    await this.commandBus.execute(
      new ChangePasswordCommand(user.id, input.password, commandContext(request, { id: user.id, role: user.role })),
    );
    await this.sessions.destroyAll(user.id);
    await this.auth.startSession(request, reply, user.id);
  }

  @Get('api/user')
  @Operation({
    tag: 'accounts',
    summary: 'The logged-in user',
    responses: { 200: { description: 'User', schema: UserDto }, ...errors(401) },
  })
  @UseGuards(LoggedInGuard)
  user(@CurrentUser() user: UserDto): UserDto {
    return user;
  }
}
