import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { articleStreamId } from '@anonse/contracts';
import type { EventStore } from '@anonse/eventstore';
import type { CommandContext } from '#api/platform/commands/command-context';
import { derivedEntityId, derivedEventId } from '#api/platform/commands/command-context';
import { EVENT_STORE } from '#api/platform/tokens';
import { ChangeArticleCommand } from '../commands/change-article.command';
import type { FirstArticle } from './first-articles';

const SYSTEM = { id: null, role: null } as const;

export interface SeededArticle {
  key: string;
  articleId: string;
}

/**
 * Writes each article as a draft and publishes it, unless its stream exists: what editors did with a page since
 * (an edit, taking it down, deleting it) is never undone by a restart. The ids derive from the article's key, so
 * two processes starting together, or a start interrupted between the two steps, append each event once.
 */
export async function seedArticles(
  app: INestApplicationContext,
  articles: readonly FirstArticle[],
  now: Date = new Date(),
  causation = 'first-articles',
): Promise<SeededArticle[]> {
  const bus = app.get(CommandBus);
  const store = app.get<EventStore>(EVENT_STORE);
  const written: SeededArticle[] = [];
  for (const article of articles) {
    const articleId = derivedEntityId(`first-article|${article.key}`, 'article');
    const streamId = articleStreamId(articleId);
    const createScope = `system|first-article|${article.key}|create`;
    const recorded = await store.readStream(streamId);
    // Only our own draft in the stream: an earlier start stopped before publishing it.
    const onlyOurDraft = recorded.length === 1 && recorded[0]!.id === derivedEventId(createScope, streamId, 0);
    if (recorded.length && !onlyOurDraft) continue;
    const ctx = (step: string): CommandContext => ({
      commandId: `${causation}:${article.key}:${step}`,
      correlationId: `${causation}:${article.key}`,
      causationId: causation,
      actor: SYSTEM,
      now: now.toISOString(),
    });
    if (!recorded.length)
      await bus.execute(
        new ChangeArticleCommand(
          { type: 'CreateArticle', articleId, kind: article.kind, language: article.language, fields: article.fields },
          ctx('create'),
          undefined,
          createScope,
        ),
      );
    await bus.execute(
      new ChangeArticleCommand(
        { type: 'PublishArticle', articleId, scheduled: false },
        ctx('publish'),
        undefined,
        `system|first-article|${article.key}|publish`,
      ),
    );
    written.push({ key: article.key, articleId });
  }
  return written;
}
