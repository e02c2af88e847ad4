import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { ProjectionStatusService } from './projection-status';

@Module({
  controllers: [HealthController],
  providers: [ProjectionStatusService],
  exports: [ProjectionStatusService],
})
export class HealthModule {}
