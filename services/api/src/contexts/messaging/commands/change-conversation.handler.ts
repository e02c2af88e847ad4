import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { conversationSideSubject, conversationStreamId } from '@anonse/contracts';
import { canErasePersonalData, ERASED, type EventStore, type RecordedEvent } from '@anonse/eventstore';
import { idempotencyScope } from '#api/platform/commands/command-context';
import { runCommand, type CommandResult } from '#api/platform/commands/command-runner';
import { EVENT_STORE } from '#api/platform/tokens';
import { conversationDecider, type ConversationCommand } from '../domain/decide';
import { MessagePhotoStore } from '#api/contexts/media/index';
import { ChangeConversationCommand } from './change-conversation.command';

/**
 * A conversation outlives the erasure of one side: the other person still archives, reads and deletes it, and its
 * retention erases the side left. So its stream is read with the erased words as empty text (the decider never looks
 * at text) rather than refused as an erased person's stream is; the sealed fields stay shredded in the log.
 */
function readableEvent(event: RecordedEvent): RecordedEvent {
  if (!event.metadata[ERASED]) return event;
  const { [ERASED]: _erased, ...metadata } = event.metadata;
  const data = event.type === 'MessageSent' ? { ...(event.data as object), text: '' } : event.data;
  return { ...event, data, metadata } as RecordedEvent;
}

function conversationStore(store: EventStore): EventStore {
  return new Proxy(store, {
    get(target, property, receiver) {
      if (property === 'readStream')
        return async (...args: Parameters<EventStore['readStream']>) => (await target.readStream(...args)).map(readableEvent);
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

@CommandHandler(ChangeConversationCommand)
export class ChangeConversationHandler implements ICommandHandler<ChangeConversationCommand> {
  private readonly conversations: EventStore;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly photos: MessagePhotoStore,
  ) {
    this.conversations = conversationStore(store);
  }

  async execute({ change, ctx, scope }: ChangeConversationCommand): Promise<CommandResult> {
    const result = await runCommand({
      store: this.conversations,
      streamId: conversationStreamId(change.conversationId),
      decider: conversationDecider,
      command: { ...change, now: ctx.now } as ConversationCommand,
      ctx,
      scope: scope ?? idempotencyScope(ctx, change),
    });
    // After the event, so a crash in between leaves an erased side whose repeated erasure (deciding nothing) shreds
    // the key then; the log is never touched, the projection keeps the rows without their words.
    if (change.type === 'EraseConversationSide') {
      if (!canErasePersonalData(this.store)) throw new Error('the event store does not seal personal data, so it cannot erase it');
      await this.store.erasePersonalData(conversationSideSubject(change.conversationId, change.accountId));
      // The key shredded the side's photos already; their files go too (sent ones and uploads never sent).
      await this.photos.purgeSide(change.conversationId, change.accountId);
    }
    return result;
  }
}
