import { Body, Controller, Get, HttpCode, Inject, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AdminReportListParams,
  code,
  HideReportedAdInput,
  isEntityId,
  REPORT_LIST_DOCS,
  ReportDto,
  ResolveReportInput,
  type UserDto,
} from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { getReport, listReports } from '@anonse/projections';
import { CurrentUser, ModeratorGuard, StaffGuard } from '#api/platform/auth/guards';
import { ConsistencyService } from '#api/platform/consistency.service';
import { localeOf } from '#api/platform/http/locale';
import { commandContext } from '#api/platform/http/request-context';
import { parseInput } from '#api/platform/http/validation';
import { textOf } from '#api/platform/i18n/i18n';
import { Idempotent } from '#api/platform/idempotency/idempotency.interceptor';
import { errors } from '#api/platform/openapi/openapi';
import { Operation, ValidBody, ValidQuery } from '#api/platform/openapi/operation';
import { SQL } from '#api/platform/tokens';
import { ResolveReportCommand, type ReportedTakedown } from '../commands/moderation.commands';
import { ReportAlreadyResolvedError } from '../domain/report';
import { httpError, reportNotFound } from './moderation-http';
import { listPageHeaders, listRequest } from '#api/platform/http/content-range';

/** The reports queue (simple-rest dialect): every staff role reads it, moderators and administrators decide. */
@Controller('api/admin/reports')
@UseGuards(StaffGuard)
export class AdminReportsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly consistency: ConsistencyService,
    @Inject(SQL) private readonly sql: SqlExecutor,
  ) {}

  @Get()
  @Operation({
    tag: 'admin',
    summary: 'Reports: urgent ones (underage, coercion) first, then the longest waiting (ra-data-simple-rest list)',
    query: AdminReportListParams,
    queryText: REPORT_LIST_DOCS,
    responses: { 200: { description: 'Reports', schema: z.array(ReportDto), headers: ['Content-Range'] }, ...errors(400, 401, 403) },
  })
  async list(@ValidQuery() params: AdminReportListParams, @Res({ passthrough: true }) reply: FastifyReply): Promise<ReportDto[]> {
    const list = listRequest(params);
    const { rows, total } = await listReports(this.sql, { filter: list.filter, order: list.sort?.order, range: list.range });
    listPageHeaders(reply, 'reports', list.range[0], rows.length, total);
    return rows;
  }

  @Get(':id')
  @Operation({
    tag: 'admin',
    summary: 'One report',
    responses: { 200: { description: 'Report', schema: ReportDto }, ...errors(401, 403, 404) },
  })
  async one(@Param('id') id: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<ReportDto> {
    const report = isEntityId(id) ? await getReport(this.sql, id) : null;
    if (!report) throw reportNotFound(request);
    void reply.header('Cache-Control', 'private, no-store');
    return report;
  }

  @Post(':id/resolve')
  @UseGuards(ModeratorGuard)
  @Operation({
    tag: 'admin',
    summary: 'Decides a report: dismissed or actioned, with an optional note (a decided report: 409 with it as it is)',
    body: ResolveReportInput,
    responses: { 200: { description: 'The report, decided', schema: ReportDto }, ...errors(400, 401, 403, 404, 409) },
  })
  @HttpCode(200)
  @Idempotent()
  async resolve(
    @Param('id') id: string,
    @ValidBody() input: ResolveReportInput,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
  ): Promise<ReportDto> {
    return this.decide(id, request, user, input.outcome, input.note || null, null);
  }

  /** One click for the worst reports: the ad leaves the site now (its owner is told why), the report is actioned. */
  @Post(':id/hide-ad')
  @UseGuards(ModeratorGuard)
  @Operation({
    tag: 'admin',
    summary: 'Hides the reported ad at once and resolves the report as actioned (the note is the reason the owner reads)',
    body: HideReportedAdInput,
    responses: { 200: { description: 'The report, actioned', schema: ReportDto }, ...errors(400, 401, 403, 404, 409, 422) },
  })
  @HttpCode(200)
  @Idempotent()
  async hideAd(
    @Param('id') id: string,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
  ): Promise<ReportDto> {
    if (!isEntityId(id)) throw reportNotFound(request);
    // The body is optional (the one-click button sends none), hence no @ValidBody.
    const input = parseInput(HideReportedAdInput, body ?? {}, request);
    const reason = input.note ?? textOf(code('moderation:hiddenAfterReport'), localeOf(request.headers['accept-language']));
    return this.decide(id, request, user, 'actioned', input.note ?? null, { kind: 'ad', reason });
  }

  /**
   * One click for a report about a clip: it leaves /swiper/ and its ad's page now and its files are deleted (removed
   * by staff, as the review console's "hide"); the report is actioned.
   */
  @Post(':id/hide-video')
  @UseGuards(ModeratorGuard)
  @Operation({
    tag: 'admin',
    summary: 'Takes the reported video down at once and resolves the report as actioned',
    responses: { 200: { description: 'The report, actioned', schema: ReportDto }, ...errors(401, 403, 404, 409, 422) },
  })
  @HttpCode(200)
  @Idempotent()
  async hideVideo(@Param('id') id: string, @Req() request: FastifyRequest, @CurrentUser() user: UserDto): Promise<ReportDto> {
    return this.decide(id, request, user, 'actioned', null, { kind: 'video' });
  }

  private async decide(
    id: string,
    request: FastifyRequest,
    user: UserDto,
    outcome: ResolveReportInput['outcome'],
    note: string | null,
    takedown: ReportedTakedown | null,
  ): Promise<ReportDto> {
    if (!isEntityId(id)) throw reportNotFound(request);
    try {
      const result = await this.commandBus.execute(
        new ResolveReportCommand(id, outcome, note, takedown, commandContext(request, { id: user.id, role: user.role })),
      );
      await this.consistency.waitFor(result.position);
    } catch (error) {
      if (!(error instanceof ReportAlreadyResolvedError)) throw error;
      throw httpError(request, 409, code('moderation:alreadyResolved'), await getReport(this.sql, id));
    }
    const report = await getReport(this.sql, id);
    if (!report) throw reportNotFound(request);
    return report;
  }
}
