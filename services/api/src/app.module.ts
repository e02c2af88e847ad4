import { Module, type DynamicModule } from '@nestjs/common';
import { APP_INTERCEPTOR, DiscoveryModule } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { API_CONTEXTS } from './contexts';
import { DevClockController } from './platform/clock/dev-clock.controller';
import { HealthModule } from './platform/health/health.module';
import { InfraModule } from './platform/infra/infra.module';
import { MetricsModule } from './platform/metrics/metrics.module';
import { OpenApiController } from './platform/openapi/openapi.controller';
import { ResponseContract } from './platform/openapi/operation';
import { ProjectionsAdminModule } from './platform/projections-admin/projections-admin.module';
import { SitemapsModule } from './platform/sitemaps/sitemaps.module';
import type { AppDeps } from './platform/tokens';

@Module({})
export class AppModule {
  static forRoot(deps: AppDeps): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CqrsModule.forRoot(),
        DiscoveryModule,
        InfraModule.forRoot(deps),
        ...API_CONTEXTS.map((c) => c.module),
        HealthModule,
        MetricsModule,
        ProjectionsAdminModule,
        SitemapsModule,
      ],
      controllers: [OpenApiController, DevClockController],
      providers: [{ provide: APP_INTERCEPTOR, useClass: ResponseContract }],
    };
  }
}
