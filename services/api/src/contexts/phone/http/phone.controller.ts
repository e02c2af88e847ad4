import { Body, Controller, Delete, Get, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { code, ConfirmPhoneInput, phoneStreamId, PhoneStatusDto, StartPhoneVerificationInput, type UserDto } from '@anonse/contracts';
import type { EventStore } from '@anonse/eventstore';
import { CurrentUser, LoggedInGuard } from '#api/platform/auth/guards';
import { foldEvents } from '#api/platform/commands/command-runner';
import type { AppConfig } from '#api/platform/config/config';
import { ConsistencyService } from '#api/platform/consistency.service';
import { ApiHttpError } from '#api/platform/http/api-error';
import { localeOf } from '#api/platform/http/locale';
import { commandContext } from '#api/platform/http/request-context';
import { message, textOf } from '#api/platform/i18n/i18n';
import { errors } from '#api/platform/openapi/openapi';
import { Operation, ValidBody } from '#api/platform/openapi/operation';
import { APP_CONFIG, EVENT_STORE } from '#api/platform/tokens';
import { CheckPhoneCodeCommand, RevokePhoneCommand, SendPhoneCodeCommand } from '../commands/phone.commands';
import { WrongPhoneCodeError } from '../commands/phone.handlers';
import { PhoneSendBlockedError, phoneDecider } from '../domain/decide';
import { parsePhone } from '../domain/phone-number';
import { toPhoneStatus } from '../queries/phone-status';
import { SMS_PROVIDER, type SmsProvider } from '../sms/sms-provider';

/**
 * The owner's side (dashboard "SMS użytkownika", docs/product.md): a number, a 6-digit code by SMS, verified. Refusals
 * say when sending opens again: 429 with `Retry-After` and the moment in `retryAt`.
 */
@Controller('api/user/phone')
@UseGuards(LoggedInGuard)
export class PhoneController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly consistency: ConsistencyService,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SMS_PROVIDER) private readonly provider: SmsProvider | null,
  ) {}

  @Get()
  @Operation({
    tag: 'phone',
    summary: "Where the caller's phone verification stands (verified number, code out, when another code may be sent)",
    responses: { 200: { description: 'Status', schema: PhoneStatusDto }, ...errors(401) },
  })
  async status(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentUser() user: UserDto,
  ): Promise<PhoneStatusDto> {
    void reply.header('Cache-Control', 'private, no-store');
    return this.statusOf(request, user.id);
  }

  @Post()
  @Operation({
    tag: 'phone',
    summary: 'Sends a 6-digit code by SMS to a mobile number (Polish by default), to verify it',
    body: StartPhoneVerificationInput,
    responses: {
      200: { description: 'Code sent; the status after it', schema: PhoneStatusDto },
      ...errors(400, 401, 503),
      409: {
        description: 'The number is on another account, was on a blocked account, or is already verified here',
        schema: errors(409)[409]!.schema,
      },
      429: {
        description: "Cooldown, or the day's codes used up: Retry-After, and `retryAt` in the body",
        schema: errors(429)[429]!.schema,
      },
    },
  })
  @HttpCode(200)
  async send(
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
    @ValidBody() body: StartPhoneVerificationInput,
  ): Promise<PhoneStatusDto> {
    const locale = localeOf(request.headers['accept-language']);
    // Production without SMSAPI: no code would arrive, so none is counted against the person's limits.
    if (!this.provider) throw new ApiHttpError(503, message('unavailable', locale));
    const parsed = parsePhone(body.number, this.config.phone.countries);
    if (!parsed.ok) {
      throw new ApiHttpError(400, message('badRequest', locale), { number: [textOf(code(`phone:${parsed.problem}`), locale)] });
    }
    await this.run(request, new SendPhoneCodeCommand(user.id, parsed, locale, commandContext(request, { id: user.id, role: user.role })));
    return this.statusOf(request, user.id);
  }

  @Post('confirm')
  @Operation({
    tag: 'phone',
    summary: 'Checks the code from the SMS; the right one verifies the number',
    body: ConfirmPhoneInput,
    responses: {
      200: { description: 'Verified; the status after it', schema: PhoneStatusDto },
      ...errors(400, 401),
      409: { description: 'No code out, the code expired, or it is locked after 5 wrong ones', schema: errors(409)[409]!.schema },
    },
  })
  @HttpCode(200)
  async confirm(
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
    @ValidBody() body: ConfirmPhoneInput,
  ): Promise<PhoneStatusDto> {
    await this.run(request, new CheckPhoneCodeCommand(user.id, body.code, commandContext(request, { id: user.id, role: user.role })));
    return this.statusOf(request, user.id);
  }

  @Delete()
  @Operation({
    tag: 'phone',
    summary: 'Gives up the verified number (the mark leaves the ads at once)',
    responses: { 200: { description: 'The status after it', schema: PhoneStatusDto }, ...errors(401, 404) },
  })
  @HttpCode(200)
  async remove(@Req() request: FastifyRequest, @CurrentUser() user: UserDto): Promise<PhoneStatusDto> {
    await this.run(request, new RevokePhoneCommand(user.id, null, '', commandContext(request, { id: user.id, role: user.role })));
    return this.statusOf(request, user.id);
  }

  private async run(request: FastifyRequest, command: SendPhoneCodeCommand | CheckPhoneCodeCommand | RevokePhoneCommand): Promise<void> {
    const locale = localeOf(request.headers['accept-language']);
    try {
      const result = await this.commandBus.execute(command);
      await this.consistency.waitFor(result.position);
    } catch (error) {
      if (error instanceof PhoneSendBlockedError) {
        const seconds = Math.max(1, Math.ceil((Date.parse(error.until) - request.server.clock.now().getTime()) / 1000));
        // The status rides along as `current`: its `resendAt` is the moment sending opens, for the countdown.
        const text = textOf(error.code, locale);
        throw new ApiHttpError(
          429,
          text,
          { number: [text] },
          { 'Retry-After': String(seconds) },
          {
            ...(await this.statusOf(request, command.accountId)),
            resendAt: error.until,
          },
        );
      }
      if (error instanceof WrongPhoneCodeError) {
        const text = textOf(error.code, locale);
        throw new ApiHttpError(
          400,
          message('badRequest', locale),
          { code: [text] },
          undefined,
          await this.statusOf(request, command.accountId),
        );
      }
      throw error;
    }
  }

  private async statusOf(request: FastifyRequest, accountId: string): Promise<PhoneStatusDto> {
    const state = foldEvents(phoneDecider, await this.store.readStream(phoneStreamId(accountId)));
    return toPhoneStatus(state, request.server.clock.now().toISOString(), this.config.phone.limits);
  }
}
