import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { articleStreamId } from '@anonse/contracts';
import type { EventStore } from '@anonse/eventstore';
import { idempotencyScope } from '#api/platform/commands/command-context';
import { runCommand, type CommandResult } from '#api/platform/commands/command-runner';
import { EVENT_STORE } from '#api/platform/tokens';
import { articleDecider, type ArticleCommand } from '../domain/decide';
import { ChangeArticleCommand } from './change-article.command';

@CommandHandler(ChangeArticleCommand)
export class ChangeArticleHandler implements ICommandHandler<ChangeArticleCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ change, ctx, expectedRevision, scope }: ChangeArticleCommand): Promise<CommandResult> {
    return runCommand({
      store: this.store,
      streamId: articleStreamId(change.articleId),
      decider: articleDecider,
      command: { ...change, now: ctx.now } as ArticleCommand,
      ctx,
      scope: scope ?? idempotencyScope(ctx, change),
      expectedRevision,
    });
  }
}
