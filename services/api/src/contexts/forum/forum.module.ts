import { Module } from '@nestjs/common';
import { ChangeForumCategoryHandler } from './commands/forum-category.handler';
import { ChangeForumPostHandler, FlagForumPostHandler, PostReplyHandler, StartTopicHandler } from './commands/forum-topic.handlers';
import { ChangeForumTagHandler } from './commands/forum-tags.handler';
import { ForumAdminController } from './http/forum-admin.controller';
import { ForumTagsAdminController } from './http/forum-tags-admin.controller';
import { ForumController } from './http/forum.controller';
import { ForumModerationController } from './http/forum-moderation.controller';

export const CommandHandlers = [
  ChangeForumCategoryHandler,
  StartTopicHandler,
  PostReplyHandler,
  ChangeForumPostHandler,
  FlagForumPostHandler,
  ChangeForumTagHandler,
];

@Module({
  controllers: [ForumController, ForumAdminController, ForumTagsAdminController, ForumModerationController],
  providers: [...CommandHandlers],
})
export class ForumModule {}
