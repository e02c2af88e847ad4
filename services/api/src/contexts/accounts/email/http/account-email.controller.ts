import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ChangeEmailInput,
  code,
  ConfirmEmailInput,
  ConfirmEmailResult,
  EmailLanguageInput,
  EmailSettingsDto,
  ForgotPasswordInput,
  ResetPasswordInput,
  type UserDto,
} from '@anonse/contracts';
import { z } from 'zod';
import { CurrentUser, LoggedInGuard } from '#api/platform/auth/guards';
import { ConsistencyService } from '#api/platform/consistency.service';
import { DomainError } from '#api/platform/domain/domain-error';
import { ApiHttpError } from '#api/platform/http/api-error';
import { localeOf } from '#api/platform/http/locale';
import { commandContext } from '#api/platform/http/request-context';
import { parseInput } from '#api/platform/http/validation';
import { textOf } from '#api/platform/i18n/i18n';
import { Idempotent } from '#api/platform/idempotency/idempotency.interceptor';
import { errors } from '#api/platform/openapi/openapi';
import { Operation, ValidBody } from '#api/platform/openapi/operation';
import { AuthService } from '#api/contexts/accounts/auth.service';
import { assertStrongPassword } from '#api/contexts/accounts/password-policy';
import { hashPassword } from '#api/contexts/accounts/passwords';
import { AccountsReader } from '#api/contexts/accounts/queries/accounts.reader';
import { AuthRateLimits } from '#api/contexts/accounts/rate-limits';
import { SessionService } from '#api/contexts/accounts/sessions/session.service';
import { AccountEmailService } from '../account-email.service';
import { readMailLinkToken } from '../mail-link-token';
import { MailRateLimits } from '../mail-rate-limits';

const Accepted = z.object({ message: z.string() });
type Accepted = z.infer<typeof Accepted>;

/**
 * The account's e-mail flows over HTTP: confirming an address, changing it, the language of e-mails, and the
 * forgotten password. Links are followed with a POST from the page the link opens (a mail scanner that
 * prefetches the link must not use it up).
 */
@Controller()
export class AccountEmailController {
  constructor(
    private readonly email: AccountEmailService,
    private readonly limits: MailRateLimits,
    private readonly authLimits: AuthRateLimits,
    private readonly auth: AuthService,
    private readonly sessions: SessionService,
    private readonly consistency: ConsistencyService,
    private readonly accounts: AccountsReader,
  ) {}

  @Get('api/user/email')
  @Operation({
    tag: 'accounts',
    summary: 'The e-mail settings of the logged-in account',
    responses: { 200: { description: 'Settings', schema: EmailSettingsDto }, ...errors(401, 404) },
  })
  @UseGuards(LoggedInGuard)
  async settings(@CurrentUser() user: UserDto): Promise<EmailSettingsDto> {
    return (await this.email.settings(user.id)) ?? notFound();
  }

  /**
   * A new address: a link goes to it, and the current address stays until the link is followed. The current
   * password is asked again (with a session alone, changing the address would hand over the password reset).
   */
  @Post('api/user/email')
  @Operation({
    tag: 'accounts',
    summary: 'Asks for a new e-mail address (confirmed from the new mailbox)',
    body: ChangeEmailInput,
    responses: { 202: { description: 'Link sent to the new address', schema: EmailSettingsDto }, ...errors(400, 401, 415, 422, 429) },
  })
  @HttpCode(202)
  @UseGuards(LoggedInGuard)
  @Idempotent()
  async changeEmail(@Body() body: unknown, @Req() request: FastifyRequest, @CurrentUser() user: UserDto): Promise<EmailSettingsDto> {
    await this.limits.changeEmail(request, user.id);
    // Guessing the password from a stolen session is a login attempt like any other.
    await this.authLimits.loginAttempt(request, user.login);
    const input = parseInput(ChangeEmailInput, body, request);
    if (!(await this.auth.hasPassword(user.id, input.current_password))) {
      const text = textOf(code('accounts:wrongCurrentPassword'), localeOf(request.headers['accept-language']));
      throw new ApiHttpError(422, text, { current_password: [text] });
    }
    await this.authLimits.loginSucceeded(request, user.login);
    await this.email.requestEmailChange(user.id, input.email, commandContext(request, { id: user.id, role: user.role }));
    return (await this.email.settings(user.id)) ?? notFound();
  }

  @Post('api/user/email/confirmation')
  @Operation({
    tag: 'accounts',
    summary: 'Sends the link to confirm the account’s address again',
    responses: { 202: { description: 'Link sent', schema: Accepted }, ...errors(401, 409, 429) },
  })
  @HttpCode(202)
  @UseGuards(LoggedInGuard)
  async resendConfirmation(@Req() request: FastifyRequest, @CurrentUser() user: UserDto): Promise<Accepted> {
    await this.limits.resendConfirmation(request, user.id);
    await this.email.requestConfirmation(user.id, commandContext(request, { id: user.id, role: user.role }));
    return { message: 'sent' };
  }

  @Post('api/user/email-language')
  @Operation({
    tag: 'accounts',
    summary: 'Sets the language of e-mails (pl or en)',
    body: EmailLanguageInput,
    responses: { 200: { description: 'Settings', schema: EmailSettingsDto }, ...errors(400, 401, 415) },
  })
  @HttpCode(200)
  @UseGuards(LoggedInGuard)
  async chooseLanguage(
    @ValidBody() input: EmailLanguageInput,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
  ): Promise<EmailSettingsDto> {
    await this.email.chooseLanguage(user.id, input.locale, commandContext(request, { id: user.id, role: user.role }));
    return (await this.email.settings(user.id)) ?? notFound();
  }

  /** The link of a confirmation e-mail: the registration's address, or a new one. No session needed. */
  @Post('api/email/confirm')
  @Operation({
    tag: 'accounts',
    summary: 'Follows a confirmation link (registration or new address)',
    body: ConfirmEmailInput,
    responses: { 200: { description: 'Confirmed', schema: ConfirmEmailResult }, ...errors(400, 409, 415, 422, 429) },
  })
  @HttpCode(200)
  async confirm(@Body() body: unknown, @Req() request: FastifyRequest): Promise<ConfirmEmailResult> {
    await this.limits.followLink(request);
    const input = parseInput(ConfirmEmailInput, body, request);
    const { accountId, tokenHash } = readMailLinkToken(input.token);
    const state = await this.email.state(accountId);
    if (state.status !== 'registered') throw invalidLink(request);
    const kind = state.links.find((l) => l.tokenHash === tokenHash)?.kind;
    const result = await this.email.followLink(accountId, tokenHash, commandContext(request, { id: null, role: null }));
    await this.consistency.waitFor(result.position);
    return { confirmed: kind === 'change' ? 'emailChange' : 'email' };
  }

  /**
   * Always 202 with the same words, known address or not; the lookup and the e-mail happen after the answer,
   * so its timing tells nothing either. Limited per IP and per address.
   */
  @Post('api/forgot-password')
  @Operation({
    tag: 'accounts',
    summary: 'Sends a password-reset link if the address belongs to an account',
    body: ForgotPasswordInput,
    responses: { 202: { description: 'Accepted (the same answer for any address)', schema: Accepted }, ...errors(400, 415, 429) },
  })
  @HttpCode(202)
  async forgotPassword(@Body() body: unknown, @Req() request: FastifyRequest): Promise<Accepted> {
    const input = parseInput(ForgotPasswordInput, body, request);
    await this.limits.forgotPassword(request, input.email);
    this.email.forgotPassword(input.email, commandContext(request, { id: null, role: null }));
    return { message: textOf(code('mail:resetRequested'), localeOf(request.headers['accept-language'])) };
  }

  /** A new password through the e-mailed link: every session of the account ends (whoever was in is out). */
  @Post('api/reset-password')
  @Operation({
    tag: 'accounts',
    summary: 'Sets a new password with a reset link; ends every session',
    body: ResetPasswordInput,
    responses: { 204: { description: 'Password set' }, ...errors(400, 415, 422, 429) },
  })
  @HttpCode(204)
  async resetPassword(
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    await this.limits.followLink(request);
    const input = parseInput(ResetPasswordInput, body, request);
    const { accountId, tokenHash } = readMailLinkToken(input.token);
    const state = await this.email.state(accountId);
    if (state.status !== 'registered') throw invalidLink(request);
    const account = await this.accounts.byId(accountId);
    await assertStrongPassword(request, input.password, account ? [account.login, account.email] : []);
    await this.email.resetPassword(
      accountId,
      tokenHash,
      await hashPassword(input.password),
      commandContext(request, { id: null, role: null }),
    );
    await this.sessions.destroyAll(accountId);
    // This browser may hold a session of someone else (a shared computer): it starts logged out.
    this.auth.endSession(request, reply);
  }
}

const notFound = (): never => {
  throw new DomainError('not_found', 'accounts:accountNotFound', 'the account does not exist');
};

function invalidLink(request: FastifyRequest): ApiHttpError {
  const text = textOf(code('mail:linkInvalid'), localeOf(request.headers['accept-language']));
  return new ApiHttpError(422, text, { token: [text] });
}
