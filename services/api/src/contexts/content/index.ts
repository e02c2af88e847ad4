import type { INestApplicationContext } from '@nestjs/common';
import type { ApiContext } from '#api/platform/api-context';
import { ContentModule } from './content.module';
import { FIRST_ARTICLES, type FirstArticle } from './first-pages/first-articles';
import { seedArticles, type SeededArticle } from './first-pages/seed-first-articles';

/**
 * The content context: articles (blog, guides, stories, news) and the static pages, written in the console,
 * published now or by the scheduler, read by the public pages as sanitised HTML. Others use:
 * - `seedFirstArticles(app)` at start (main.ts): the static pages' first versions and the escort article, once;
 * - `seedArticles(app, articles)` for demo articles (the demo seed);
 * - `ArticleSchedulerWorker.runDue()` in tests, to publish what is due without waiting.
 */
export { ArticleSchedulerWorker } from './workers/article-scheduler.worker';
export { seedArticles, type SeededArticle, type FirstArticle };

export const seedFirstArticles = (app: INestApplicationContext): Promise<SeededArticle[]> => seedArticles(app, FIRST_ARTICLES);

export const contentContext: ApiContext = { name: 'content', module: ContentModule };
