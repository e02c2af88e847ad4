import { Controller, Get, HttpCode, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CreateForumTagInput, ForumTagDto, ForumTagText, MergeForumTagInput, RenameForumTagInput, type UserDto } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { listForumTags } from '@anonse/projections';
import { CurrentUser, ModeratorGuard, StaffGuard } from '#api/platform/auth/guards';
import { ConsistencyService } from '#api/platform/consistency.service';
import { commandContext } from '#api/platform/http/request-context';
import { Idempotent } from '#api/platform/idempotency/idempotency.interceptor';
import { errors } from '#api/platform/openapi/openapi';
import { Operation, ValidBody } from '#api/platform/openapi/operation';
import { SQL } from '#api/platform/tokens';
import { ChangeForumTagCommand } from '../commands/forum-tags.handler';
import { tagNotFound } from './forum-errors';

const TAGS = { 200: { description: 'Every tag after the change', schema: z.array(ForumTagDto) } };

/**
 * Staff keep the tags members make by using them: every staff role reads, moderators and administrators act. Each
 * change is an event of stream `forum-tags` (the audit timeline); every answer is the whole list as it is now.
 */
@Controller('api/admin/forum/tags')
@UseGuards(StaffGuard)
export class ForumTagsAdminController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly consistency: ConsistencyService,
    @Inject(SQL) private readonly sql: SqlExecutor,
  ) {}

  @Get()
  @Operation({ tag: 'forum', summary: 'Every tag with its readable topics, most used first', responses: { ...TAGS, ...errors(401, 403) } })
  list(): Promise<ForumTagDto[]> {
    return listForumTags(this.sql);
  }

  @Post()
  @Operation({
    tag: 'forum',
    summary: 'Makes a tag before anyone uses it (an existing one is left as it is)',
    body: CreateForumTagInput,
    responses: { ...TAGS, ...errors(400, 401, 403, 415) },
  })
  @UseGuards(ModeratorGuard)
  @HttpCode(200)
  @Idempotent()
  create(@ValidBody() input: CreateForumTagInput, @Req() request: FastifyRequest, @CurrentUser() user: UserDto): Promise<ForumTagDto[]> {
    return this.change(request, user, { type: 'CreateForumTag', tag: input.tag, byId: user.id });
  }

  @Post(':tag/rename')
  @Operation({
    tag: 'forum',
    summary: "Renames a tag: its topics carry the new text (an existing tag's text is a 409: merge instead)",
    body: RenameForumTagInput,
    responses: { ...TAGS, ...errors(400, 401, 403, 404, 409, 415) },
  })
  @UseGuards(ModeratorGuard)
  @HttpCode(200)
  @Idempotent()
  rename(
    @Param('tag') tag: string,
    @ValidBody() input: RenameForumTagInput,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
  ): Promise<ForumTagDto[]> {
    return this.change(request, user, { type: 'RenameForumTag', tag: this.tagOf(request, tag), to: input.to, byId: user.id });
  }

  @Post(':tag/merge')
  @Operation({
    tag: 'forum',
    summary: 'Merges a tag into another: its topics move to the other, and the tag is gone',
    body: MergeForumTagInput,
    responses: { ...TAGS, ...errors(400, 401, 403, 404, 415, 422) },
  })
  @UseGuards(ModeratorGuard)
  @HttpCode(200)
  @Idempotent()
  merge(
    @Param('tag') tag: string,
    @ValidBody() input: MergeForumTagInput,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
  ): Promise<ForumTagDto[]> {
    return this.change(request, user, { type: 'MergeForumTags', tag: this.tagOf(request, tag), into: input.into, byId: user.id });
  }

  @Post(':tag/archive')
  @Operation({
    tag: 'forum',
    summary: 'Archives a tag: gone from the lists, its topics keep it',
    responses: { ...TAGS, ...errors(401, 403, 404) },
  })
  @UseGuards(ModeratorGuard)
  @HttpCode(200)
  @Idempotent()
  archive(@Param('tag') tag: string, @Req() request: FastifyRequest, @CurrentUser() user: UserDto): Promise<ForumTagDto[]> {
    return this.change(request, user, { type: 'ArchiveForumTag', tag: this.tagOf(request, tag), byId: user.id });
  }

  /** The address's tag, as a tag's text rules read it; anything else names no tag. */
  private tagOf(request: FastifyRequest, raw: string): string {
    const parsed = ForumTagText.safeParse(raw);
    if (!parsed.success) throw tagNotFound(request);
    return parsed.data;
  }

  private async change(request: FastifyRequest, user: UserDto, change: ChangeForumTagCommand['change']): Promise<ForumTagDto[]> {
    const result = await this.commandBus.execute(
      new ChangeForumTagCommand(change, commandContext(request, { id: user.id, role: user.role })),
    );
    await this.consistency.waitFor(result.position);
    return listForumTags(this.sql);
  }
}
