import { Module } from '@nestjs/common';
import { CreateAdHandler } from './commands/create-ad.handler';
import { AnnounceTourHandler, CancelTourHandler } from './commands/ad-tour.handler';
import { AdToursController } from './http/ad-tours.controller';
import { ApproveAdHandler, HideAdHandler, RejectAdHandler } from './commands/moderate-ad.handler';
import { AdminAdsController } from './http/admin-ads.controller';
import { AdsController } from './http/ads.controller';
import { OwnerAdsController } from './http/owner-ads.controller';
import { PremiumAdsController } from './http/premium.controller';
import { BrowseController } from './http/browse.controller';
import { BrowseAdsHandler, SimilarAdsHandler } from './queries/browse.queries';
import { PremiumAdsHandler } from './queries/premium-ads.query';
import { AdOwnerActionHandler, UpdateAdHandler } from './commands/owner-ad.handler';
import { AdPhotosCheck } from './commands/ad-photos.check';
import { PosterEmailCheck } from './commands/poster-email.check';
import { AdViews } from './queries/ad-views';
import { AdDeadlinesWorker } from './workers/ad-deadlines.worker';
import { AdPagesSitemap, ListingPagesSitemap } from './sitemap/ads-sitemap.sources';
import { GetAdHandler, ListAdminAdsHandler, ListOwnerAdsHandler, SearchAdsHandler } from './queries/ad.queries';

export const CommandHandlers = [
  CreateAdHandler,
  ApproveAdHandler,
  RejectAdHandler,
  HideAdHandler,
  UpdateAdHandler,
  AdOwnerActionHandler,
  AnnounceTourHandler,
  CancelTourHandler,
];
export const QueryHandlers = [
  GetAdHandler,
  SearchAdsHandler,
  ListOwnerAdsHandler,
  ListAdminAdsHandler,
  PremiumAdsHandler,
  BrowseAdsHandler,
  SimilarAdsHandler,
];

@Module({
  controllers: [AdsController, OwnerAdsController, AdminAdsController, PremiumAdsController, BrowseController, AdToursController],
  providers: [
    ...CommandHandlers,
    ...QueryHandlers,
    AdPhotosCheck,
    PosterEmailCheck,
    AdViews,
    AdDeadlinesWorker,
    AdPagesSitemap,
    ListingPagesSitemap,
  ],
})
export class AdsModule {}
