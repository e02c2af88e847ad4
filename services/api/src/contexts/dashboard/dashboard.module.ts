import { Module } from '@nestjs/common';
import { RealtimeModule } from '#api/platform/realtime/realtime.module';
import { AdminDashboardController } from './http/admin-dashboard.controller';

/** Read-only: the dashboard's queue and charts (read models) and presence (the live channel). No commands. */
@Module({
  imports: [RealtimeModule],
  controllers: [AdminDashboardController],
})
export class DashboardModule {}
