import { Module } from '@nestjs/common';
import { AuditEndpoints } from './http/audit-endpoints';
import {
  AuditAccountHistoryController,
  AuditAdHistoryController,
  AuditForumTopicHistoryController,
  AuditReportHistoryController,
  AuditWalletHistoryController,
} from './http/audit-history.controllers';
import { DataAccessController } from './http/data-access.controller';
import { AuditHistoryService } from './history/audit-history.service';

@Module({
  // The data access log's controller first: its static path must not be read as a kind.
  controllers: [
    DataAccessController,
    AuditAdHistoryController,
    AuditAccountHistoryController,
    AuditWalletHistoryController,
    AuditForumTopicHistoryController,
    AuditReportHistoryController,
  ],
  providers: [AuditHistoryService, AuditEndpoints],
})
export class AuditModule {}
