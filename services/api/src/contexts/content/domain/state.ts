import { assertNever } from '@anonse/contracts';
import type { ArticleEvent, ArticleFields, ArticleKind, ArticleStatus, Locale } from '@anonse/contracts';

export interface ArticleState {
  exists: boolean;
  deleted: boolean;
  kind: ArticleKind | null;
  language: Locale | null;
  fields: ArticleFields | null;
  status: ArticleStatus;
  publishAt: string | null;
}

export const initialArticleState = (): ArticleState => ({
  exists: false,
  deleted: false,
  kind: null,
  language: null,
  fields: null,
  status: 'draft',
  publishAt: null,
});

export function evolveArticle(state: ArticleState, event: ArticleEvent): ArticleState {
  switch (event.type) {
    case 'ArticleCreated': {
      const { articleId: _id, kind, language, createdAt: _at, ...fields } = event.data;
      return { ...state, exists: true, kind, language, fields, status: 'draft', publishAt: null };
    }
    case 'ArticleEdited':
      return state.fields ? { ...state, fields: { ...state.fields, ...definedOnly(event.data.changes) } } : state;
    case 'ArticleScheduled':
      return { ...state, status: 'scheduled', publishAt: event.data.publishAt };
    case 'ArticlePublished':
      return { ...state, status: 'published', publishAt: null };
    case 'ArticleUnpublished':
      return { ...state, status: 'unpublished', publishAt: null };
    case 'ArticleDeleted':
      return { ...state, deleted: true };
    default:
      return assertNever(event);
  }
}

const definedOnly = <T extends object>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
