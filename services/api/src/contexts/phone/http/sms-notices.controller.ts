import { Controller, Get, HttpCode, Inject, Put, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { phoneStreamId, SmsNoticeSettingsDto, SmsNoticeSettingsInput, type UserDto } from '@anonse/contracts';
import type { EventStore } from '@anonse/eventstore';
import { CurrentUser, LoggedInGuard } from '#api/platform/auth/guards';
import { foldEvents } from '#api/platform/commands/command-runner';
import type { AppConfig } from '#api/platform/config/config';
import { ConsistencyService } from '#api/platform/consistency.service';
import { commandContext } from '#api/platform/http/request-context';
import { errors } from '#api/platform/openapi/openapi';
import { Operation, ValidBody } from '#api/platform/openapi/operation';
import { APP_CONFIG, EVENT_STORE } from '#api/platform/tokens';
import { ChooseSmsNoticesCommand } from '../commands/phone.commands';
import { phoneDecider } from '../domain/decide';
import { parseQuietHours, quietHoursText } from '../domain/sms-notice-schedule';

/**
 * The owner's SMS notices (dashboard "SMS użytkownika"): which decisions reach the verified number. The choice is an
 * event on the phone stream, so the audit folds it like the number itself.
 */
@Controller('api/user/phone/notices')
@UseGuards(LoggedInGuard)
export class SmsNoticesController {
  private readonly quietHours: { from: string; to: string } | null;

  constructor(
    private readonly commandBus: CommandBus,
    private readonly consistency: ConsistencyService,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.quietHours = quietHoursText(parseQuietHours(config.phone.notices.quietHours));
  }

  @Get()
  @Operation({
    tag: 'phone',
    summary: "The caller's SMS notices: which are on, whether any can be (a verified number), the quiet hours and the monthly cap",
    responses: { 200: { description: 'The choice', schema: SmsNoticeSettingsDto }, ...errors(401) },
  })
  async show(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentUser() user: UserDto,
  ): Promise<SmsNoticeSettingsDto> {
    void reply.header('Cache-Control', 'private, no-store');
    return this.settingsOf(user.id);
  }

  @Put()
  @Operation({
    tag: 'phone',
    summary: 'Chooses the SMS notices (ad decided, verification decided, message request); any on needs a verified number',
    body: SmsNoticeSettingsInput,
    responses: {
      200: { description: 'The choice after it', schema: SmsNoticeSettingsDto },
      ...errors(400, 401),
      409: { description: 'A notice turned on without a verified number', schema: errors(409)[409]!.schema },
    },
  })
  @HttpCode(200)
  async choose(
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
    @ValidBody() body: SmsNoticeSettingsInput,
  ): Promise<SmsNoticeSettingsDto> {
    const result = await this.commandBus.execute(
      new ChooseSmsNoticesCommand(user.id, body, commandContext(request, { id: user.id, role: user.role })),
    );
    await this.consistency.waitFor(result.position);
    return this.settingsOf(user.id);
  }

  private async settingsOf(accountId: string): Promise<SmsNoticeSettingsDto> {
    const state = foldEvents(phoneDecider, await this.store.readStream(phoneStreamId(accountId)));
    return {
      ...state.notices,
      available: state.verified !== null,
      quietHours: this.quietHours,
      perMonth: this.config.phone.notices.perMonth,
    };
  }
}
