import { Module } from '@nestjs/common';
import { HealthModule } from '../health/health.module';
import { RealtimeModule } from '../realtime/realtime.module';
import { AppMetrics } from './app-metrics';
import { MetricsController } from './metrics.controller';

@Module({
  imports: [HealthModule, RealtimeModule],
  controllers: [MetricsController],
  providers: [AppMetrics],
})
export class MetricsModule {}
