import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import {
  SUPPORT_CHAT_MESSAGES_MAX,
  type SupportChatDto,
  type SupportChatLiveItem,
  type SupportChatSendInput,
  type SupportChatSent,
  type UserDto,
} from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { newestSupportChatFeedPosition, supportChatMessage, supportChatOf, type SupportChatFeedRow } from '@anonse/projections';
import { derivedEntityId } from '#api/platform/commands/command-context';
import type { AppConfig } from '#api/platform/config/config';
import { ConsistencyService } from '#api/platform/consistency.service';
import { commandContext } from '#api/platform/http/request-context';
import { RealtimeServer } from '#api/platform/realtime/realtime.server';
import { APP_CONFIG, SQL } from '#api/platform/tokens';
import { ChangeSupportChatCommand } from './commands/change-support-chat.command';
import { SupportChatRateLimits } from './support-rate-limits';

/** The person's side of the support chat: identity from the session only, never from the request's body. */
@Injectable()
export class SupportChatService {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly consistency: ConsistencyService,
    private readonly realtime: RealtimeServer,
    private readonly limits: SupportChatRateLimits,
    @Inject(SQL) private readonly sql: SqlExecutor,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async view(accountId: string): Promise<SupportChatDto> {
    // The position first: whatever lands after it, while the messages are read, comes again with the next catch-up
    // (the page keeps each message once by its id), so nothing falls between the two reads.
    const position = await newestSupportChatFeedPosition(this.sql, accountId);
    const [chat, staffOnline] = await Promise.all([
      supportChatOf(this.sql, accountId, SUPPORT_CHAT_MESSAGES_MAX),
      this.realtime.answeringStaffOnline(),
    ]);
    return { ...chat, staffOnline, position: Math.max(position, 0) };
  }

  async send(request: FastifyRequest, user: UserDto, input: SupportChatSendInput): Promise<SupportChatSent> {
    await this.limits.attempt(request, user.id);
    const staffOnline = await this.realtime.answeringStaffOnline();
    // The browser's clientId names the message: a retry after a lost answer is the same message, appended once.
    const messageId = derivedEntityId(`support-chat|${user.id}|${input.clientId}`, 'support-chat-message');
    const result = await this.commandBus.execute(
      new ChangeSupportChatCommand(
        {
          type: 'WriteToSupport',
          accountId: user.id,
          messageId,
          clientId: input.clientId,
          text: input.text,
          locale: input.locale,
          staffOnline,
          forwardTo: this.config.support.email ?? null,
        },
        commandContext(request, { id: user.id, role: user.role }),
      ),
    );
    await this.consistency.waitFor(result.position);
    const message = await supportChatMessage(this.sql, messageId);
    if (!message) throw new Error(`support chat message ${messageId} is not in the read model after its command`);
    return { message, staffOnline };
  }

  /** A feed row as its recipient hears it, for the live push and the catch-up alike. */
  async itemFor(row: SupportChatFeedRow): Promise<SupportChatLiveItem> {
    const item: SupportChatLiveItem = { position: row.position, chatId: row.chatId };
    if (row.messageId) {
      const message = await supportChatMessage(this.sql, row.messageId);
      if (message) item.message = message;
    }
    return item;
  }
}
