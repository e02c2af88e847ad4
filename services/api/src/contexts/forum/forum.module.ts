import { Module } from '@nestjs/common';
import { RateLimitModule } from '#api/platform/infra/rate-limit.module';
import { ChangeForumCategoryHandler } from './commands/forum-category.handler';
import { ChangeForumPostHandler, FlagForumPostHandler, PostReplyHandler, StartTopicHandler } from './commands/forum-topic.handlers';
import { ChangeForumTagHandler } from './commands/forum-tags.handler';
import { ChangeForumBanHandler, MergeForumTopicHandler, MoveForumTopicHandler } from './commands/forum-staff.handlers';
import { ForumSitemap } from './forum-sitemap.source';
import { ForumAdminController } from './http/forum-admin.controller';
import { ForumTagsAdminController } from './http/forum-tags-admin.controller';
import { ForumController } from './http/forum.controller';
import { ForumModerationController } from './http/forum-moderation.controller';
import { ForumReportsController } from './http/forum-reports.controller';
import { ForumRateLimits } from './forum-rate-limits';
import { ForumWritingController } from './http/forum-writing.controller';
import { ForumImagesController } from './http/forum-images.controller';
import { mediaContext } from '../media';

export const CommandHandlers = [
  ChangeForumCategoryHandler,
  StartTopicHandler,
  PostReplyHandler,
  ChangeForumPostHandler,
  FlagForumPostHandler,
  ChangeForumTagHandler,
  MoveForumTopicHandler,
  MergeForumTopicHandler,
  ChangeForumBanHandler,
];

@Module({
  // The media pipeline and the store of forum images (ForumImageStore).
  imports: [RateLimitModule, mediaContext.module],
  controllers: [
    ForumController,
    ForumWritingController,
    ForumAdminController,
    ForumTagsAdminController,
    ForumModerationController,
    ForumReportsController,
    ForumImagesController,
  ],
  providers: [...CommandHandlers, ForumRateLimits, ForumSitemap],
})
export class ForumModule {}
