import { Module } from '@nestjs/common';
import { CreateAdHandler } from './commands/create-ad.handler';
import { ApproveAdHandler, RejectAdHandler } from './commands/moderate-ad.handler';
import { AdminAdsController } from './http/admin-ads.controller';
import { AdsController } from './http/ads.controller';
import { GetAdHandler, ListAdminAdsHandler, ListOwnerAdsHandler, SearchAdsHandler } from './queries/ad.queries';

export const CommandHandlers = [CreateAdHandler, ApproveAdHandler, RejectAdHandler];
export const QueryHandlers = [GetAdHandler, SearchAdsHandler, ListOwnerAdsHandler, ListAdminAdsHandler];

@Module({
  controllers: [AdsController, AdminAdsController],
  providers: [...CommandHandlers, ...QueryHandlers],
})
export class AdsModule {}
