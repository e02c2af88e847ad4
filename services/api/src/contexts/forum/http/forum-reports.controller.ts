import { Body, Controller, HttpCode, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { code, HideReportedAdInput, isEntityId, ReportDto, type MessageCode, type UserDto } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { getReport } from '@anonse/projections';
import { ReportAlreadyResolvedError, ResolveReportCommand } from '#api/contexts/moderation/index';
import { CurrentUser, ModeratorGuard } from '#api/platform/auth/guards';
import { ConsistencyService } from '#api/platform/consistency.service';
import { ApiHttpError } from '#api/platform/http/api-error';
import { localeOf } from '#api/platform/http/locale';
import { commandContext } from '#api/platform/http/request-context';
import { parseInput } from '#api/platform/http/validation';
import { textOf } from '#api/platform/i18n/i18n';
import { Idempotent } from '#api/platform/idempotency/idempotency.interceptor';
import { errors } from '#api/platform/openapi/openapi';
import { Operation } from '#api/platform/openapi/operation';
import { SQL } from '#api/platform/tokens';
import { ChangeForumPostCommand } from '../commands/forum-topic.command';

const fail = (request: FastifyRequest, status: number, messageCode: MessageCode, current?: unknown) =>
  new ApiHttpError(status, textOf(messageCode, localeOf(request.headers['accept-language'])), undefined, undefined, current);

/**
 * The one-click decision on a report about a forum post, in the console's report list: the post leaves others' sight
 * (ForumPostHidden in its topic's stream) and the report is actioned (ReportResolved in its own). The forum owns it
 * because it acts on the forum; the moderation context knows nothing of posts. Dismissing is the reports' own resolve.
 */
@Controller('api/admin/reports')
@UseGuards(ModeratorGuard)
export class ForumReportsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly consistency: ConsistencyService,
    @Inject(SQL) private readonly sql: SqlExecutor,
  ) {}

  @Post(':id/hide-forum-post')
  @Operation({
    tag: 'admin',
    summary:
      'Hides the reported forum post and resolves the report as actioned (the note is the recorded reason). The opening post cannot be hidden on its own: its topic is deleted by staff instead',
    body: HideReportedAdInput,
    responses: { 200: { description: 'The report, actioned', schema: ReportDto }, ...errors(400, 401, 403, 404, 409, 422) },
  })
  @HttpCode(200)
  @Idempotent()
  async hide(
    @Param('id') id: string,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
  ): Promise<ReportDto> {
    if (!isEntityId(id)) throw fail(request, 404, code('moderation:reportNotFound'));
    // The body is optional (the one-click button sends none), hence no @ValidBody.
    const input = parseInput(HideReportedAdInput, body ?? {}, request);
    const report = await getReport(this.sql, id);
    if (!report) throw fail(request, 404, code('moderation:reportNotFound'));
    if (report.targetType !== 'forum-post') throw fail(request, 422, code('forum:notAPostReport'));
    if (!report.forumPost) throw fail(request, 404, code('forum:postNotFound'));
    // Checked before the post is touched; a race with another moderator still ends with one decision (hiding twice
    // changes nothing, resolving twice is the 409 below).
    if (report.status === 'resolved') throw fail(request, 409, code('moderation:alreadyResolved'), report);
    const ctx = commandContext(request, { id: user.id, role: user.role });
    const { topicId, opening } = report.forumPost;
    const postId = report.targetId;
    const reason = input.note ?? textOf(code('forum:hiddenAfterReport'), localeOf(request.headers['accept-language']));
    const change: ChangeForumPostCommand['change'] = opening
      ? { type: 'DeleteForumPost', topicId, postId, actorId: user.id, staff: true }
      : { type: 'HideForumPost', topicId, postId, moderatorId: user.id, hidden: true, reason };
    await this.commandBus.execute(new ChangeForumPostCommand(change, ctx));
    try {
      const result = await this.commandBus.execute(new ResolveReportCommand(id, 'actioned', input.note ?? null, null, ctx));
      await this.consistency.waitFor(result.position);
    } catch (error) {
      if (!(error instanceof ReportAlreadyResolvedError)) throw error;
      throw fail(request, 409, code('moderation:alreadyResolved'), await getReport(this.sql, id));
    }
    const decided = await getReport(this.sql, id);
    if (!decided) throw fail(request, 404, code('moderation:reportNotFound'));
    return decided;
  }
}
