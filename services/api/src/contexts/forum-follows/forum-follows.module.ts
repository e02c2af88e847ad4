import { Module } from '@nestjs/common';
import { CommandWorkerPorts } from '#api/platform/workers/command-worker-ports';
import { ChangeForumFollowsHandler } from './commands/change-forum-follows.handler';
import { ForumDigestUnsubscribeController } from './http/digest-unsubscribe.controller';
import { ForumFollowsController } from './http/forum-follows.controller';
import { ForumDigestWorker } from './workers/forum-digest.worker';

export const CommandHandlers = [ChangeForumFollowsHandler];

@Module({
  controllers: [ForumFollowsController, ForumDigestUnsubscribeController],
  providers: [...CommandHandlers, CommandWorkerPorts, ForumDigestWorker],
})
export class ForumFollowsModule {}
