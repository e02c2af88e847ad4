import { ARTICLE_SLUG_EVENTS, assertNever, type ArticleKind, type ArticleSlugEvent, type Locale } from '@anonse/contracts';
import type { Decider } from '#api/platform/domain/decider';
import { DomainError } from '#api/platform/domain/domain-error';

/**
 * How long a claim is honoured even though its article does not show the slug: the claim is appended just before
 * the article's own event, so for a moment a holder rightly does not use it yet. A claim older than this whose
 * article never took the slug (its request died between the two appends) may be taken over.
 */
export const SLUG_CLAIM_GRACE_MS = 5 * 60_000;

/** One address's stream: who holds it, since when. */
interface ArticleSlugState {
  holder: string | null;
  claimedAt: string | null;
}

const initialArticleSlugState = (): ArticleSlugState => ({ holder: null, claimedAt: null });

function evolveArticleSlug(_state: ArticleSlugState, event: ArticleSlugEvent): ArticleSlugState {
  switch (event.type) {
    case 'ArticleSlugClaimed':
      return { holder: event.data.articleId, claimedAt: event.data.claimedAt };
    case 'ArticleSlugReleased':
      return initialArticleSlugState();
    default:
      return assertNever(event);
  }
}

interface SlugCommandBase {
  kind: ArticleKind;
  language: Locale;
  slug: string;
  articleId: string;
  now: string;
}
/** `holderUsesIt`: the current holder's own stream shows it at this slug (read by the handler, not the domain's). */
interface ClaimArticleSlug extends SlugCommandBase {
  type: 'ClaimArticleSlug';
  holderUsesIt: boolean;
}
interface ReleaseArticleSlug extends SlugCommandBase {
  type: 'ReleaseArticleSlug';
}
export type ArticleSlugCommand = ClaimArticleSlug | ReleaseArticleSlug;

export class ArticleSlugTakenError extends DomainError {
  override readonly name = 'ArticleSlugTakenError';
  constructor() {
    super('conflict', 'content:slugTaken', 'another article of the kind and language holds the slug', 'slug');
  }
}

/**
 * An address is one article's: claiming it appends with the stream's expected revision, so two editors saving
 * one slug at once cannot both have it; the second re-reads, finds it held and is refused. Releasing is the
 * holder's only, so a late release never frees an address someone else took meanwhile.
 */
export function decideArticleSlug(command: ArticleSlugCommand, state: ArticleSlugState): ArticleSlugEvent[] {
  const { kind, language, slug, articleId, now } = command;
  if (command.type === 'ReleaseArticleSlug')
    return state.holder === articleId ? [{ type: 'ArticleSlugReleased', data: { kind, language, slug, articleId, releasedAt: now } }] : [];
  if (state.holder === articleId) return [];
  if (state.holder !== null) {
    const fresh = state.claimedAt !== null && Date.parse(now) - Date.parse(state.claimedAt) < SLUG_CLAIM_GRACE_MS;
    if (command.holderUsesIt || fresh) throw new ArticleSlugTakenError();
  }
  return [{ type: 'ArticleSlugClaimed', data: { kind, language, slug, articleId, claimedAt: now } }];
}

export const articleSlugDecider: Decider<ArticleSlugCommand, ArticleSlugEvent, ArticleSlugState> = {
  events: ARTICLE_SLUG_EVENTS,
  initialState: initialArticleSlugState,
  evolve: evolveArticleSlug,
  decide: decideArticleSlug,
};
