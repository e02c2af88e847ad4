import { Module } from '@nestjs/common';
import { ChangeForumCategoryHandler } from './commands/forum-category.handler';
import { ChangeForumPostHandler, FlagForumPostHandler, PostReplyHandler, StartTopicHandler } from './commands/forum-topic.handlers';
import { ChangeForumTagHandler } from './commands/forum-tags.handler';
import { ForumSitemap } from './forum-sitemap.source';
import { ForumAdminController } from './http/forum-admin.controller';
import { ForumTagsAdminController } from './http/forum-tags-admin.controller';
import { ForumController } from './http/forum.controller';
import { ForumModerationController } from './http/forum-moderation.controller';
import { ForumWritingController } from './http/forum-writing.controller';

export const CommandHandlers = [
  ChangeForumCategoryHandler,
  StartTopicHandler,
  PostReplyHandler,
  ChangeForumPostHandler,
  FlagForumPostHandler,
  ChangeForumTagHandler,
];

@Module({
  controllers: [ForumController, ForumWritingController, ForumAdminController, ForumTagsAdminController, ForumModerationController],
  providers: [...CommandHandlers, ForumSitemap],
})
export class ForumModule {}
