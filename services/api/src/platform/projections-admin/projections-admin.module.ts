import { Module } from '@nestjs/common';
import { HealthModule } from '../health/health.module';
import { ProjectionsAdminController } from './projections-admin.controller';
import { ProjectionsStatusController } from './projections-status.controller';
import { RebuildTracker } from './rebuild-tracker';

@Module({
  imports: [HealthModule],
  controllers: [ProjectionsAdminController, ProjectionsStatusController],
  providers: [RebuildTracker],
})
export class ProjectionsAdminModule {}
