import { Injectable } from '@nestjs/common';
import { articlesDueForPublication } from '@anonse/projections';
import type { Logger } from 'pino';
import { systemCommandContext } from '#api/platform/commands/system-command-context';
import { CommandWorkerPorts } from '#api/platform/workers/command-worker-ports';
import { PollingWorker } from '#api/platform/workers/polling-worker';
import { ChangeArticleCommand } from '../commands/change-article.command';

const BATCH = 100;

/**
 * Publishes scheduled articles whose time has come. Its queue is the read model's scheduled rows (written with the
 * projector's checkpoint), so an article due while the process was down goes out on the first pass after the start.
 * Each step's event id derives from the article and its publishAt, and the decider publishes only an article still
 * scheduled and due, so every API node may run it and an unpublish in between wins.
 */
@Injectable()
export class ArticleSchedulerWorker extends PollingWorker<number> {
  protected readonly workerName = 'content scheduler';

  constructor(private readonly ports: CommandWorkerPorts) {
    super();
  }

  protected get logger(): Logger {
    return this.ports.logger;
  }

  protected intervalMs(): number {
    return this.ports.config.content.schedulerPollMs;
  }

  /** How many articles this pass published. */
  protected async pass(): Promise<number> {
    const now = this.ports.clock.now();
    let published = 0;
    for (const due of await articlesDueForPublication(this.ports.sql, now, BATCH)) {
      const ctx = systemCommandContext('content-scheduler', now, { causationId: 'content-scheduler' });
      try {
        const result = await this.ports.commandBus.execute(
          new ChangeArticleCommand(
            { type: 'PublishArticle', articleId: due.id, scheduled: true },
            ctx,
            undefined,
            `system|publish|${due.id}|${due.publishAt}`,
          ),
        );
        if (!result.replayed) published++;
      } catch (error) {
        this.logger.warn({ err: error, articleId: due.id }, 'content scheduler: publishing failed');
      }
    }
    if (published) this.logger.info({ published }, 'content scheduler');
    return published;
  }
}
