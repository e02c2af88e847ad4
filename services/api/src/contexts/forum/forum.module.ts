import { Module } from '@nestjs/common';
import { ChangeForumCategoryHandler } from './commands/forum-category.handler';
import { ChangeForumPostHandler, PostReplyHandler, StartTopicHandler } from './commands/forum-topic.handlers';
import { ForumAdminController } from './http/forum-admin.controller';
import { ForumController } from './http/forum.controller';

export const CommandHandlers = [ChangeForumCategoryHandler, StartTopicHandler, PostReplyHandler, ChangeForumPostHandler];

@Module({
  controllers: [ForumController, ForumAdminController],
  providers: [...CommandHandlers],
})
export class ForumModule {}
