import { Controller, Get, HttpCode, Inject, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ForumPostSource, ForumPreview, ForumPreviewInput, isEntityId, type UserDto } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { findForumPostSource, renderForumPost } from '@anonse/projections';
import { CurrentUser, IdentifyUser, LoggedInGuard } from '#api/platform/auth/guards';
import { commandContext } from '#api/platform/http/request-context';
import { errors } from '#api/platform/openapi/openapi';
import { Operation, ValidBody } from '#api/platform/openapi/operation';
import { SQL } from '#api/platform/tokens';
import { isForumStaff } from '../commands/forum-staff';
import { writerVerdict } from '../commands/forum-topic.handlers';
import { postNotFound } from './forum-errors';

/**
 * What a writer's forms need besides sending: a post's Markdown (the reply form's quote, the author's correction)
 * and a preview rendered by the projector's own rules, the writer's trust included.
 */
@Controller('api/forum')
export class ForumWritingController {
  constructor(@Inject(SQL) private readonly sql: SqlExecutor) {}

  @Get('topics/:topicId/posts/:postId/source')
  @Operation({
    tag: 'forum',
    summary: "A post's Markdown, for whoever may read the post (to quote it, or to correct one's own)",
    responses: { 200: { description: 'The Markdown', schema: ForumPostSource }, ...errors(404) },
  })
  @UseGuards(IdentifyUser)
  async source(
    @Param('topicId') topicId: string,
    @Param('postId') postId: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentUser() user: UserDto | null,
  ): Promise<ForumPostSource> {
    if (!isEntityId(topicId) || !isEntityId(postId)) throw postNotFound(request);
    const viewer = { id: user?.id ?? null, staff: isForumStaff(user?.role) };
    const source = await findForumPostSource(this.sql, topicId, postId, viewer);
    if (!source) throw postNotFound(request);
    void reply.header('Cache-Control', 'private, no-store');
    return source;
  }

  @Post('preview')
  @Operation({
    tag: 'forum',
    summary:
      'Renders Markdown as the post would show (HTML off, sanitised; links and images as plain text for a writer below the trust rule); stores nothing',
    body: ForumPreviewInput,
    responses: { 200: { description: 'The HTML', schema: ForumPreview }, ...errors(400, 401, 413, 415) },
  })
  @UseGuards(LoggedInGuard)
  @HttpCode(200)
  async preview(
    @ValidBody() input: ForumPreviewInput,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentUser() user: UserDto,
  ): Promise<ForumPreview> {
    void reply.header('Cache-Control', 'private, no-store');
    const { plainLinks } = await writerVerdict(this.sql, commandContext(request, { id: user.id, role: user.role }));
    return { html: renderForumPost(input.body, { plainLinks, authorId: user.id }) };
  }
}
