import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { articleStreamId } from '@anonse/contracts';
import type { EventStore } from '@anonse/eventstore';
import { idempotencyScope } from '#api/platform/commands/command-context';
import { foldEvents, runCommand, type CommandResult } from '#api/platform/commands/command-runner';
import { EVENT_STORE } from '#api/platform/tokens';
import { articleDecider, type ArticleCommand } from '../domain/decide';
import { ChangeArticleCommand } from './change-article.command';
import { claimArticleSlug, releaseArticleSlug, type ArticleAddress } from './slug-reservation';

/**
 * Runs a change on the article's stream. A change that gives the article an address (a new draft, an edit of its
 * slug) first claims the address in its own stream, so two editors saving one slug at once cannot both succeed
 * (the read-model check in front of this may not see a slug taken a moment ago); the address it leaves (an edit
 * away from it, a deletion) is released after the change, so it can be taken again.
 */
@CommandHandler(ChangeArticleCommand)
export class ChangeArticleHandler implements ICommandHandler<ChangeArticleCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ change, ctx, expectedRevision, scope: given }: ChangeArticleCommand): Promise<CommandResult> {
    const scope = given ?? idempotencyScope(ctx, change);
    const { taken, left } = await this.addresses(change);
    if (taken) await claimArticleSlug(this.store, taken, change.articleId, ctx, scope);
    let result: CommandResult;
    try {
      result = await runCommand({
        store: this.store,
        streamId: articleStreamId(change.articleId),
        decider: articleDecider,
        command: { ...change, now: ctx.now } as ArticleCommand,
        ctx,
        scope,
        expectedRevision,
      });
    } catch (error) {
      // The change did not happen, so neither did the move to the new address.
      if (taken && left?.slug !== taken.slug)
        await releaseArticleSlug(this.store, taken, change.articleId, ctx, scope).catch(() => undefined);
      throw error;
    }
    if (left && !result.replayed) await releaseArticleSlug(this.store, left, change.articleId, ctx, scope);
    return result;
  }

  /** The address a change takes and the one it leaves, from the article as its stream says now. */
  private async addresses(change: ChangeArticleCommand['change']): Promise<{ taken?: ArticleAddress; left?: ArticleAddress }> {
    if (change.type === 'CreateArticle') return { taken: { kind: change.kind, language: change.language, slug: change.fields.slug } };
    if (change.type !== 'EditArticle' && change.type !== 'DeleteArticle') return {};
    if (change.type === 'EditArticle' && change.changes.slug === undefined) return {};
    const article = foldEvents(articleDecider, await this.store.readStream(articleStreamId(change.articleId)));
    if (!article.exists || article.deleted || !article.fields || !article.kind || !article.language) return {};
    const current = { kind: article.kind, language: article.language, slug: article.fields.slug };
    if (change.type === 'DeleteArticle') return { left: current };
    if (change.changes.slug === current.slug) return {};
    return { taken: { ...current, slug: change.changes.slug! }, left: current };
  }
}
