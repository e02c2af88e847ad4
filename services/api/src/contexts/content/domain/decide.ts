import {
  ARTICLE_EVENTS,
  ARTICLE_FIELD_KEYS,
  kindHasLanguage,
  type ArticleEvent,
  type ArticleFields,
  type ArticleKind,
  type Locale,
} from '@anonse/contracts';
import type { Decider } from '#api/platform/domain/decider';
import { DomainError } from '#api/platform/domain/domain-error';
import { evolveArticle, initialArticleState, type ArticleState } from './state';

interface Base {
  articleId: string;
  now: string;
}

export interface CreateArticle extends Base {
  type: 'CreateArticle';
  kind: ArticleKind;
  language: Locale;
  fields: ArticleFields;
}
export interface EditArticle extends Base {
  type: 'EditArticle';
  changes: Partial<ArticleFields>;
}
export interface ScheduleArticle extends Base {
  type: 'ScheduleArticle';
  publishAt: string;
}
/** `scheduled`: the scheduler's, which publishes only an article still scheduled and due (an unpublish since wins). */
export interface PublishArticle extends Base {
  type: 'PublishArticle';
  scheduled: boolean;
}
export interface UnpublishArticle extends Base {
  type: 'UnpublishArticle';
}
export interface DeleteArticle extends Base {
  type: 'DeleteArticle';
}
export type ArticleCommand = CreateArticle | EditArticle | ScheduleArticle | PublishArticle | UnpublishArticle | DeleteArticle;

export class ArticleNotFoundError extends DomainError {
  override readonly name = 'ArticleNotFoundError';
  constructor() {
    super('not_found', 'content:notFound', 'no such article');
  }
}
export class StoriesPolishOnlyError extends DomainError {
  override readonly name = 'StoriesPolishOnlyError';
  constructor() {
    super('invalid', 'content:storiesPolishOnly', 'stories are Polish only', 'language');
  }
}
export class PublishAtPastError extends DomainError {
  override readonly name = 'PublishAtPastError';
  constructor() {
    super('invalid', 'content:publishAtPast', 'publishAt must lie in the future', 'publishAt');
  }
}
export class AlreadyPublishedError extends DomainError {
  override readonly name = 'AlreadyPublishedError';
  constructor() {
    super('conflict', 'content:alreadyPublished', 'the article is published already');
  }
}
export class NotPublishedError extends DomainError {
  override readonly name = 'NotPublishedError';
  constructor() {
    super('conflict', 'content:notPublished', 'the article is neither published nor scheduled');
  }
}

const live = (state: ArticleState): ArticleState & { fields: ArticleFields } => {
  if (!state.exists || state.deleted || !state.fields) throw new ArticleNotFoundError();
  return state as ArticleState & { fields: ArticleFields };
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * One article's life: a draft is edited any number of times, scheduled for a time or published now, taken down
 * and put up again, deleted. Repeating what already holds (creating an id that exists, publishing a published
 * article, an edit that changes nothing) decides nothing, so retries and the scheduler on every node are harmless.
 */
export function decideArticle(command: ArticleCommand, state: ArticleState): ArticleEvent[] {
  const { articleId, now } = command;
  switch (command.type) {
    case 'CreateArticle': {
      if (state.exists) return [];
      if (!kindHasLanguage(command.kind, command.language)) throw new StoriesPolishOnlyError();
      return [
        { type: 'ArticleCreated', data: { articleId, kind: command.kind, language: command.language, ...command.fields, createdAt: now } },
      ];
    }
    case 'EditArticle': {
      const current = live(state);
      const changes: Partial<ArticleFields> = {};
      for (const key of ARTICLE_FIELD_KEYS) {
        const value = command.changes[key];
        if (value !== undefined && !same(value, current.fields[key])) (changes as Record<string, unknown>)[key] = value;
      }
      return Object.keys(changes).length ? [{ type: 'ArticleEdited', data: { articleId, changes, editedAt: now } }] : [];
    }
    case 'ScheduleArticle': {
      const current = live(state);
      if (current.status === 'published') throw new AlreadyPublishedError();
      if (Date.parse(command.publishAt) <= Date.parse(now)) throw new PublishAtPastError();
      if (current.status === 'scheduled' && current.publishAt === command.publishAt) return [];
      return [{ type: 'ArticleScheduled', data: { articleId, publishAt: command.publishAt, scheduledAt: now } }];
    }
    case 'PublishArticle': {
      const current = live(state);
      if (current.status === 'published') return [];
      if (
        command.scheduled &&
        !(current.status === 'scheduled' && current.publishAt !== null && Date.parse(current.publishAt) <= Date.parse(now))
      )
        return [];
      return [{ type: 'ArticlePublished', data: { articleId, publishedAt: now, scheduled: command.scheduled } }];
    }
    case 'UnpublishArticle': {
      const current = live(state);
      if (current.status === 'unpublished') return [];
      if (current.status === 'draft') throw new NotPublishedError();
      return [{ type: 'ArticleUnpublished', data: { articleId, unpublishedAt: now } }];
    }
    case 'DeleteArticle':
      if (!state.exists) throw new ArticleNotFoundError();
      if (state.deleted) return [];
      return [{ type: 'ArticleDeleted', data: { articleId, deletedAt: now } }];
  }
}

export const articleDecider: Decider<ArticleCommand, ArticleEvent, ArticleState> = {
  events: ARTICLE_EVENTS,
  initialState: initialArticleState,
  evolve: evolveArticle,
  decide: decideArticle,
};
