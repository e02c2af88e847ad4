import { Controller, HttpCode, Inject, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { code, FileReportInput, ReportFiledAnswer, type UserDto } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { getAccount, getAd, getVideo, isVideoPublic } from '@anonse/projections';
import { CurrentUser, IdentifyUser } from '#api/platform/auth/guards';
import { ConsistencyService } from '#api/platform/consistency.service';
import { commandContext } from '#api/platform/http/request-context';
import { Idempotent } from '#api/platform/idempotency/idempotency.interceptor';
import { errors } from '#api/platform/openapi/openapi';
import { Operation, ValidBody } from '#api/platform/openapi/operation';
import { SQL } from '#api/platform/tokens';
import { FileReportCommand } from '../commands/moderation.commands';
import { ReportRateLimits } from '../report-rate-limits';
import { httpError } from './moderation-http';

/** Visitors report an ad, a video of the feed or an account (docs/product.md § 2 `/admin/reports/`); no account needed. */
@Controller('api/reports')
@UseGuards(IdentifyUser)
export class ReportsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly consistency: ConsistencyService,
    private readonly limits: ReportRateLimits,
    @Inject(SQL) private readonly sql: SqlExecutor,
  ) {}

  /**
   * Only what a visitor can see may be reported: a public ad, an existing account; anything else is 404 (no
   * oracle for hidden ads). A logged-in reporter is recorded so a moderator can weigh repeated reports.
   */
  @Post()
  @Operation({
    tag: 'moderation',
    summary: 'Reports an ad, a video or an account to the moderators (anonymous allowed, rate-limited)',
    body: FileReportInput,
    responses: { 201: { description: 'Received', schema: ReportFiledAnswer }, ...errors(400, 404, 429) },
  })
  @HttpCode(201)
  @Idempotent()
  async file(
    @ValidBody() input: FileReportInput,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto | null,
  ): Promise<ReportFiledAnswer> {
    await this.limits.attemptFromAddress(request);
    const { type, id } = input.target;
    const subjectAccountId = await this.subjectOf(type, id);
    if (!subjectAccountId) throw httpError(request, 404, code('moderation:targetNotFound'));
    await this.limits.attemptOnTarget(request, `${type}:${id}`);
    const result = await this.commandBus.execute(
      new FileReportCommand(
        {
          targetType: type,
          targetId: id,
          subjectAccountId,
          reason: input.reason,
          details: input.details || null,
          reporterId: user?.id ?? null,
        },
        commandContext(request, { id: user?.id ?? null, role: user?.role ?? null }),
      ),
    );
    await this.consistency.waitFor(result.position);
    return { id: result.id };
  }

  /** Whom a report is about: a public ad's or a shown video's owner, or an existing account; else null (404). */
  private async subjectOf(type: FileReportInput['target']['type'], id: string): Promise<string | null> {
    switch (type) {
      case 'ad': {
        const ad = await getAd(this.sql, id);
        return ad?.status === 'approved' ? ad.ownerId : null;
      }
      case 'video':
        return (await isVideoPublic(this.sql, id)) ? ((await getVideo(this.sql, id))?.ownerId ?? null) : null;
      case 'account':
        return (await getAccount(this.sql, id)) ? id : null;
    }
  }
}
