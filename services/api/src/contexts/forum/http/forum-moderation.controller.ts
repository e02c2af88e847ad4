import { Controller, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HideForumPostInput, isEntityId, MergeForumTopicInput, MoveForumTopicInput, type UserDto } from '@anonse/contracts';
import { CurrentUser, ModeratorGuard } from '#api/platform/auth/guards';
import { ConsistencyService } from '#api/platform/consistency.service';
import { commandContext } from '#api/platform/http/request-context';
import { Idempotent } from '#api/platform/idempotency/idempotency.interceptor';
import { errors } from '#api/platform/openapi/openapi';
import { Operation, ValidBody } from '#api/platform/openapi/operation';
import { ChangeForumPostCommand, MergeForumTopicCommand, MoveForumTopicCommand } from '../commands/forum-topic.command';
import { postNotFound, topicNotFound } from './forum-errors';

const DONE = { 200: { description: 'Done (repeating it changes nothing)', schema: z.object({ id: z.string() }) } };
const TOPIC_ACTIONS = ['lock', 'unlock', 'pin', 'unpin'] as const;
type TopicAction = (typeof TOPIC_ACTIONS)[number];

/** Staff's hand on topics and posts: each action an event of the topic's stream (its audit timeline). */
@Controller('api/admin/forum/topics')
@UseGuards(ModeratorGuard)
export class ForumModerationController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly consistency: ConsistencyService,
  ) {}

  @Post(':topicId/move')
  @Operation({
    tag: 'forum',
    summary: 'Moves a topic to another category (an archived or unknown one: 409 / 404 under `categoryId`); its address stays',
    body: MoveForumTopicInput,
    responses: { ...DONE, ...errors(400, 401, 403, 404, 409, 415) },
  })
  @HttpCode(200)
  @Idempotent()
  async move(
    @Param('topicId') topicId: string,
    @ValidBody() input: MoveForumTopicInput,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
  ): Promise<{ id: string }> {
    if (!isEntityId(topicId)) throw topicNotFound(request);
    const result = await this.commandBus.execute(
      new MoveForumTopicCommand({ topicId, categoryId: input.categoryId }, commandContext(request, { id: user.id, role: user.role })),
    );
    await this.consistency.waitFor(result.position);
    return { id: topicId };
  }

  @Post(':topicId/merge')
  @Operation({
    tag: 'forum',
    summary:
      'Merges a topic into another: its posts join that topic in the order they were written, it leaves the lists and its address redirects (301) to the other',
    body: MergeForumTopicInput,
    responses: { ...DONE, ...errors(400, 401, 403, 404, 415, 422) },
  })
  @HttpCode(200)
  @Idempotent()
  async merge(
    @Param('topicId') topicId: string,
    @ValidBody() input: MergeForumTopicInput,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
  ): Promise<{ id: string }> {
    if (!isEntityId(topicId)) throw topicNotFound(request);
    const result = await this.commandBus.execute(
      new MergeForumTopicCommand({ topicId, intoTopicId: input.intoTopicId }, commandContext(request, { id: user.id, role: user.role })),
    );
    await this.consistency.waitFor(result.position);
    return { id: input.intoTopicId };
  }

  @Post(':topicId/:action')
  @Operation({
    tag: 'forum',
    summary: 'Locks a topic (no more replies), pins it (first in its section), or undoes either: `action` is lock, unlock, pin or unpin',
    responses: { ...DONE, ...errors(401, 403, 404) },
  })
  @HttpCode(200)
  @Idempotent()
  async topic(
    @Param('topicId') topicId: string,
    @Param('action') action: string,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
  ): Promise<{ id: string }> {
    if (!isEntityId(topicId) || !TOPIC_ACTIONS.includes(action as TopicAction)) throw topicNotFound(request);
    return this.run(request, user, { type: 'ModerateForumTopic', topicId, action: action as TopicAction, moderatorId: user.id }, topicId);
  }

  @Post(':topicId/posts/:postId/hide')
  @Operation({
    tag: 'forum',
    summary: 'Hides a reply from everyone but staff, with the reason (the opening post cannot be: delete the topic instead)',
    body: HideForumPostInput,
    responses: { ...DONE, ...errors(400, 401, 403, 404, 415, 422) },
  })
  @HttpCode(200)
  @Idempotent()
  hide(
    @Param('topicId') topicId: string,
    @Param('postId') postId: string,
    @ValidBody() input: HideForumPostInput,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
  ): Promise<{ id: string }> {
    if (!isEntityId(topicId) || !isEntityId(postId)) throw postNotFound(request);
    return this.run(
      request,
      user,
      { type: 'HideForumPost', topicId, postId, moderatorId: user.id, hidden: true, reason: input.reason },
      postId,
    );
  }

  @Post(':topicId/posts/:postId/unhide')
  @Operation({ tag: 'forum', summary: 'Shows a hidden reply to everyone again', responses: { ...DONE, ...errors(401, 403, 404) } })
  @HttpCode(200)
  @Idempotent()
  unhide(
    @Param('topicId') topicId: string,
    @Param('postId') postId: string,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
  ): Promise<{ id: string }> {
    if (!isEntityId(topicId) || !isEntityId(postId)) throw postNotFound(request);
    return this.run(request, user, { type: 'HideForumPost', topicId, postId, moderatorId: user.id, hidden: false, reason: '' }, postId);
  }

  private async run(request: FastifyRequest, user: UserDto, change: ChangeForumPostCommand['change'], id: string): Promise<{ id: string }> {
    const result = await this.commandBus.execute(
      new ChangeForumPostCommand(change, commandContext(request, { id: user.id, role: user.role })),
    );
    await this.consistency.waitFor(result.position);
    return { id };
  }
}
