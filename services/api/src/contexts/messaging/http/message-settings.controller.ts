import { Controller, Get, HttpCode, Inject, Put, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MessageSettings, MessageSettingsInput, type UserDto } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { messagingSettingsOf } from '@anonse/projections';
import { CurrentUser, LoggedInGuard } from '#api/platform/auth/guards';
import { ConsistencyService } from '#api/platform/consistency.service';
import { commandContext } from '#api/platform/http/request-context';
import { Idempotent } from '#api/platform/idempotency/idempotency.interceptor';
import { errors } from '#api/platform/openapi/openapi';
import { Operation, ValidBody } from '#api/platform/openapi/operation';
import { SQL } from '#api/platform/tokens';
import { ChangeMessagingAccountCommand } from '../commands/change-messaging-account.command';

/** Whom the caller accepts new conversations from, and whether they share read receipts. */
@Controller('api/account/message-settings')
@UseGuards(LoggedInGuard)
export class MessageSettingsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly consistency: ConsistencyService,
    @Inject(SQL) private readonly sql: SqlExecutor,
  ) {}

  @Get()
  @Operation({
    tag: 'messaging',
    summary: "The caller's message settings",
    responses: { 200: { description: 'Settings', schema: MessageSettings }, ...errors(401) },
  })
  async get(@Res({ passthrough: true }) reply: FastifyReply, @CurrentUser() user: UserDto): Promise<MessageSettings> {
    void reply.header('Cache-Control', 'private, no-store');
    const { incoming, shareReadReceipts, emailWhenAway } = await messagingSettingsOf(this.sql, user.id);
    return { incoming, shareReadReceipts, emailWhenAway };
  }

  @Put()
  @Operation({
    tag: 'messaging',
    summary: 'Changes the message settings (emailWhenAway left out: kept as it is)',
    body: MessageSettingsInput,
    responses: { 200: { description: 'Settings', schema: MessageSettings }, ...errors(400, 401) },
  })
  @HttpCode(200)
  @Idempotent()
  async put(
    @ValidBody() input: MessageSettingsInput,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
  ): Promise<MessageSettings> {
    const settings: MessageSettings = {
      ...input,
      emailWhenAway: input.emailWhenAway ?? (await messagingSettingsOf(this.sql, user.id)).emailWhenAway,
    };
    const result = await this.commandBus.execute(
      new ChangeMessagingAccountCommand(
        { type: 'ChangeMessageSettings', accountId: user.id, settings },
        commandContext(request, { id: user.id, role: user.role }),
      ),
    );
    await this.consistency.waitFor(result.position);
    return settings;
  }
}
