import { Module } from '@nestjs/common';
import { RateLimitModule } from '#api/platform/infra/rate-limit.module';
import { ClaimsStore } from './claims.store';
import { AddAccountNoteHandler, FileReportHandler, ResolveReportHandler } from './commands/moderation.handlers';
import { AdminClaimsController } from './http/admin-claims.controller';
import { AdminNotesController } from './http/admin-notes.controller';
import { AdminReportsController } from './http/admin-reports.controller';
import { ReportsController } from './http/reports.controller';
import { ReportRateLimits } from './report-rate-limits';

export const CommandHandlers = [FileReportHandler, ResolveReportHandler, AddAccountNoteHandler];

@Module({
  imports: [RateLimitModule],
  controllers: [ReportsController, AdminReportsController, AdminNotesController, AdminClaimsController],
  providers: [...CommandHandlers, ReportRateLimits, ClaimsStore],
})
export class ModerationModule {}
