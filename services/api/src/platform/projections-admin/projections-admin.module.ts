import { Module } from '@nestjs/common';
import { ProjectionsAdminController } from './projections-admin.controller';

@Module({
  controllers: [ProjectionsAdminController],
})
export class ProjectionsAdminModule {}
