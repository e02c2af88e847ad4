import { Module } from '@nestjs/common';
import { RateLimitModule } from '../infra/rate-limit.module';
import { DependencyChecks } from './dependency-checks';
import { HealthController } from './health.controller';
import { ProjectionStatusService } from './projection-status';

@Module({
  imports: [RateLimitModule],
  controllers: [HealthController],
  providers: [ProjectionStatusService, DependencyChecks],
  exports: [ProjectionStatusService],
})
export class HealthModule {}
