import { articleSlugStreamId, articleStreamId, type ArticleKind, type Locale } from '@anonse/contracts';
import type { EventStore } from '@anonse/eventstore';
import type { CommandContext } from '#api/platform/commands/command-context';
import { foldEvents, runCommand } from '#api/platform/commands/command-runner';
import { articleDecider } from '../domain/decide';
import { articleSlugDecider } from '../domain/slug';

export interface ArticleAddress {
  kind: ArticleKind;
  language: Locale;
  slug: string;
}

/**
 * Takes `address` for `articleId` before the article's own event is appended (ArticleSlugTakenError when another
 * article holds it). Whether the present holder still shows the slug is read from its stream here, since the
 * decider must not read; should another claim land meanwhile, the append's expected revision catches it and the
 * decider, run again on what is there now, refuses.
 */
export async function claimArticleSlug(
  store: EventStore,
  address: ArticleAddress,
  articleId: string,
  ctx: CommandContext,
  scope: string,
): Promise<void> {
  const streamId = articleSlugStreamId(address.kind, address.language, address.slug);
  const { holder } = foldEvents(articleSlugDecider, await store.readStream(streamId));
  let holderUsesIt = false;
  if (holder !== null && holder !== articleId) {
    const held = foldEvents(articleDecider, await store.readStream(articleStreamId(holder)));
    holderUsesIt = held.exists && !held.deleted && held.fields?.slug === address.slug;
  }
  await runCommand({
    store,
    streamId,
    decider: articleSlugDecider,
    command: { type: 'ClaimArticleSlug', ...address, articleId, holderUsesIt, now: ctx.now },
    ctx,
    // Claim and release of one address by one command must not share event ids (the second would read as a replay).
    scope: `${scope}|claim`,
    maxAttempts: 5,
  });
}

/** Frees `address` if `articleId` holds it (an article moved off it, was deleted, or a claim's change failed). */
export async function releaseArticleSlug(
  store: EventStore,
  address: ArticleAddress,
  articleId: string,
  ctx: CommandContext,
  scope: string,
): Promise<void> {
  await runCommand({
    store,
    streamId: articleSlugStreamId(address.kind, address.language, address.slug),
    decider: articleSlugDecider,
    command: { type: 'ReleaseArticleSlug', ...address, articleId, now: ctx.now },
    ctx,
    scope: `${scope}|release`,
    maxAttempts: 5,
  });
}
