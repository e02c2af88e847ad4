import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import {
  code,
  MESSAGE_PHOTO_THUMB_SIDE,
  messagingAccountStreamId,
  REQUEST_MESSAGES_MAX,
  type ConversationDto,
  type Locale,
  type MessageCode,
  type MessageDto,
  type SendMessageInput,
  type StartConversationInput,
  type UserDto,
} from '@anonse/contracts';
import type { EventStore, SqlExecutor } from '@anonse/eventstore';
import {
  acceptedConversationCount,
  conversationFor,
  getAdsByIds,
  isPhoneVerified,
  messageFor,
  messageIdByClientId,
  messageWithPhoto,
  messagingSettingsOf,
  messagingStandingOf,
  pairHasAcceptedConversation,
  type ConversationView,
} from '@anonse/projections';
import type { Clock } from '#api/platform/clock/clock';
import { foldEvents } from '#api/platform/commands/command-runner';
import { ConsistencyService } from '#api/platform/consistency.service';
import { ApiHttpError } from '#api/platform/http/api-error';
import { localeOf } from '#api/platform/http/locale';
import { commandContext } from '#api/platform/http/request-context';
import { textOf } from '#api/platform/i18n/i18n';
import { CLOCK, EVENT_STORE, SQL } from '#api/platform/tokens';
import { checkRawImageRequest, MessagePhotoStore, readPrivateImage } from '#api/contexts/media/index';
import { ChangeConversationCommand } from './commands/change-conversation.command';
import { messagingAccountDecider } from './domain/account';
import { filterContent } from './domain/content-filter';
import { conversationIdOf } from './domain/conversation-id';
import { ConversationErasedError, type SendFacts } from './domain/decide';
import { incomingRefusal, isNewAccount, photosRefusedForNewAccount, refusedForNewAccount } from './domain/rules';
import { MessagingRateLimits } from './messaging-rate-limits';

/** Generations of a pair's conversation about one ad tried before giving up (each one an erased conversation). */
const MAX_GENERATIONS = 100;

const fail = (request: FastifyRequest, status: number, message: MessageCode, field?: string) => {
  const text = textOf(message, localeOf(request.headers['accept-language']));
  return new ApiHttpError(status, text, field ? { [field]: [text] } : undefined);
};

/**
 * Sending: gathers what the conversation's decider cannot know (blocks and settings from both people's messaging
 * streams, read strongly; the sender's standing from the read side), applies the content filter and the limits,
 * then runs the command.
 */
@Injectable()
export class MessagingService {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly consistency: ConsistencyService,
    private readonly limits: MessagingRateLimits,
    private readonly photos: MessagePhotoStore,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SQL) private readonly sql: SqlExecutor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async start(request: FastifyRequest, user: UserDto, input: StartConversationInput): Promise<string> {
    const { recipientId, adId } = await this.recipientOf(request, input);
    if (recipientId === user.id) throw fail(request, 422, code('messaging:notYourself'), input.adId ? 'adId' : 'recipientId');
    const flags = await this.checkedFlags(request, user.id, input.text);
    const fresh = await this.isFresh(user.id);
    const request_ = !(await pairHasAcceptedConversation(this.sql, user.id, recipientId));
    const ctx = commandContext(request, { id: user.id, role: user.role });
    for (let generation = 0; generation < MAX_GENERATIONS; generation++) {
      const conversationId = conversationIdOf(user.id, recipientId, adId, generation);
      const exists = (await conversationFor(this.sql, user.id, conversationId, 'pl')) !== null;
      if (generation === 0 || !exists) await this.limits.message(request, user.id, exists ? conversationId : null, fresh);
      try {
        const result = await this.commandBus.execute(
          new ChangeConversationCommand(
            {
              type: 'StartConversation',
              conversationId,
              starterId: user.id,
              recipientId,
              adId,
              request: request_,
              messageId: randomUUID(),
              clientId: input.clientId,
              text: input.text,
              ...flags,
              photos: [],
              facts: await this.facts(user.id, recipientId),
            },
            ctx,
          ),
        );
        await this.consistency.waitFor(result.position);
        return conversationId;
      } catch (error) {
        // That conversation was erased (retention, or the other side's account): the pair starts the next one.
        if (!(error instanceof ConversationErasedError)) throw error;
      }
    }
    throw new Error(`no free conversation id for the pair after ${MAX_GENERATIONS} generations`);
  }

  async send(request: FastifyRequest, user: UserDto, view: ConversationView, input: SendMessageInput): Promise<MessageDto> {
    const conversationId = view.summary.id;
    if (input.photoIds.length > 0) await this.checkPhotos(request, user.id, conversationId, input.photoIds);
    const flags = await this.checkedFlags(request, user.id, input.text, conversationId);
    const result = await this.commandBus.execute(
      new ChangeConversationCommand(
        {
          type: 'SendMessage',
          conversationId,
          senderId: user.id,
          messageId: randomUUID(),
          clientId: input.clientId,
          text: input.text,
          ...flags,
          photos: input.photoIds,
          facts: await this.facts(user.id, view.summary.other.id),
        },
        commandContext(request, { id: user.id, role: user.role }),
      ),
    );
    await this.consistency.waitFor(result.position);
    const messageId = await messageIdByClientId(this.sql, conversationId, user.id, input.clientId);
    const message = messageId ? await messageFor(this.sql, user.id, messageId) : null;
    if (!message) throw new Error(`message ${input.clientId} of ${conversationId} is not in the read model after its command`);
    return message;
  }

  /**
   * One photo into an accepted conversation, through the media pipeline (byte and pixel limits, sniffed, decoded
   * and re-encoded with no metadata), sealed under the sender's side key. The message that carries it comes next.
   */
  async uploadPhoto(
    request: FastifyRequest,
    user: UserDto,
    conversationId: string,
  ): Promise<{ id: string; width: number; height: number }> {
    const body = checkRawImageRequest(request);
    try {
      const view = await this.conversation(request, user, conversationId);
      if (view.blocked) throw fail(request, 403, code('messaging:blocked'));
      if (view.state !== 'accepted') throw fail(request, 422, code('messaging:photosNeedAccepted'), 'photoIds');
      const fresh = await this.isFresh(user.id);
      if (fresh && photosRefusedForNewAccount(1)) throw fail(request, 422, code('messaging:photosNotAllowed'), 'photoIds');
      await this.limits.photo(request, user.id, fresh);
    } catch (error) {
      // Refused before reading: drop the rest of the body so the client still receives the answer.
      body.resume();
      throw error;
    }
    const image = await readPrivateImage(body, request, { thumbMaxSide: MESSAGE_PHOTO_THUMB_SIDE });
    const id = await this.photos.put(conversationId, user.id, image);
    return { id, width: image.width, height: image.height };
  }

  /** The photo's JPEG for a participant who may see it (its message is there for them, not hidden), else null. */
  async photoFor(view: ConversationView, photoId: string, size: 'full' | 'thumb'): Promise<Buffer | null> {
    const message = await messageWithPhoto(this.sql, view.summary.id, photoId);
    if (!message || message.deleted || message.hidden || message.seq <= view.deletedUpTo) return null;
    return this.photos.read(view.summary.id, message.senderId, photoId, size);
  }

  /** The conversation as the viewer sees it, with what they may do in it. */
  async dto(view: ConversationView, user: UserDto): Promise<ConversationDto> {
    const [mine, theirs] = await Promise.all([
      messagingSettingsOf(this.sql, user.id),
      messagingSettingsOf(this.sql, view.summary.other.id),
    ]);
    const readReceipts = mine.shareReadReceipts && theirs.shareReadReceipts;
    return {
      ...view.summary,
      canWrite: this.canWrite(view, user.id, mine.suspended),
      blockedByMe: view.blockedByMe,
      readReceipts,
      otherReadUpTo: readReceipts ? view.otherReadUpTo : null,
    };
  }

  async conversation(
    request: FastifyRequest,
    user: UserDto,
    id: string,
    locale: Locale = localeOf(request.headers['accept-language']),
  ): Promise<ConversationView> {
    const view = await conversationFor(this.sql, user.id, id, locale);
    if (!view) throw fail(request, 404, code('messaging:notFound'));
    return view;
  }

  private canWrite(view: ConversationView, viewerId: string, suspended: boolean): boolean {
    if (suspended || view.blocked || view.otherErased) return false;
    if (view.state === 'accepted' || viewerId === view.recipientId) return true;
    // The starter: not after a decline; while pending, up to REQUEST_MESSAGES_MAX (every message so far is theirs).
    return view.state === 'pending' && view.lastSeq < REQUEST_MESSAGES_MAX;
  }

  private async recipientOf(request: FastifyRequest, input: StartConversationInput): Promise<{ recipientId: string; adId: string | null }> {
    if (input.adId) {
      const [ad] = await getAdsByIds(this.sql, [input.adId]);
      // Only a public ad: a hidden or rejected one names nobody to write to.
      if (ad?.status !== 'approved') throw fail(request, 404, code('messaging:adNotFound'), 'adId');
      return { recipientId: ad.ownerId, adId: ad.id };
    }
    const recipientId = input.recipientId!;
    if (!(await messagingStandingOf(this.sql, recipientId))) throw fail(request, 404, code('messaging:recipientNotFound'), 'recipientId');
    return { recipientId, adId: null };
  }

  /** A new account sends no photo; every id names the sender's own upload into this conversation (422 otherwise). */
  private async checkPhotos(request: FastifyRequest, senderId: string, conversationId: string, photoIds: readonly string[]) {
    if (photosRefusedForNewAccount(photoIds.length) && (await this.isFresh(senderId)))
      throw fail(request, 422, code('messaging:photosNotAllowed'), 'photoIds');
    for (const photoId of photoIds)
      if (!(await this.photos.exists(conversationId, senderId, photoId)))
        throw fail(request, 422, code('messaging:photoNotFound'), 'photoIds');
  }

  /** The content filter's flags; a new account's contact details are refused (422). */
  private async checkedFlags(request: FastifyRequest, senderId: string, text: string, conversationId: string | null = null) {
    const flags = filterContent(text);
    const fresh = await this.isFresh(senderId);
    if (fresh && refusedForNewAccount(flags.contact)) throw fail(request, 422, code('messaging:linksNotAllowed'), 'text');
    if (conversationId !== null) await this.limits.message(request, senderId, conversationId, fresh);
    return flags;
  }

  private async isFresh(accountId: string): Promise<boolean> {
    const standing = await messagingStandingOf(this.sql, accountId);
    if (!standing) return true;
    return isNewAccount({ ...standing, acceptedConversations: await acceptedConversationCount(this.sql, accountId) }, this.clock.now());
  }

  /** Blocks and suspensions from the two people's own streams (read now, not from a projection that may lag). */
  private async facts(senderId: string, otherId: string): Promise<SendFacts> {
    const [sender, other] = await Promise.all(
      [senderId, otherId].map(async (id) => foldEvents(messagingAccountDecider, await this.store.readStream(messagingAccountStreamId(id)))),
    );
    const [standing, phoneVerified] = await Promise.all([messagingStandingOf(this.sql, senderId), isPhoneVerified(this.sql, senderId)]);
    return {
      blocked: sender!.blocked.has(otherId) || other!.blocked.has(senderId),
      suspended: sender!.suspended,
      refusal: incomingRefusal(other!.settings.incoming, { verified: standing?.verified ?? false, phoneVerified }),
    };
  }
}
