import { CommandWorkerPorts } from '#api/platform/workers/command-worker-ports';
import { Module } from '@nestjs/common';
import { ArticlesSitemap } from './articles-sitemap.source';
import { ChangeArticleHandler } from './commands/change-article.handler';
import { AdminArticlesController } from './http/admin-articles.controller';
import { ArticlesController } from './http/articles.controller';
import { FeedsController } from './http/feeds.controller';
import { ArticleSchedulerWorker } from './workers/article-scheduler.worker';

export const CommandHandlers = [ChangeArticleHandler];

@Module({
  controllers: [AdminArticlesController, ArticlesController, FeedsController],
  providers: [...CommandHandlers, CommandWorkerPorts, ArticleSchedulerWorker, ArticlesSitemap],
})
export class ContentModule {}
