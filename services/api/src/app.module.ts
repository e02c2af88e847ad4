import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AccountsModule } from './accounts/accounts.module';
import { AdsModule } from './ads/ads.module';
import { HealthController } from './health/health.controller';
import { InfraModule } from './infra/infra.module';
import type { AppDeps } from './infra/tokens';
import { OpenApiController } from './openapi/openapi.controller';

@Module({})
export class AppModule {
  static forRoot(deps: AppDeps): DynamicModule {
    return {
      module: AppModule,
      imports: [CqrsModule.forRoot(), InfraModule.forRoot(deps), AccountsModule, AdsModule],
      controllers: [HealthController, OpenApiController],
    };
  }
}
