import type { ArticleEvent, ArticleFields } from '@anonse/contracts';
import { deciderSpec } from '#api/testing/decider-spec';
import {
  AlreadyPublishedError,
  ArticleNotFoundError,
  articleDecider,
  NotPublishedError,
  PublishAtPastError,
  StoriesPolishOnlyError,
} from './decide';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 5, 10, minute)).toISOString();
const now = at(0);
const base = { articleId: 'a1', now };
const fields: ArticleFields = {
  slug: 'pierwszy',
  title: 'Pierwszy',
  lead: 'Wstęp',
  body: 'Treść',
  coverPhotoId: null,
  category: null,
  tags: ['a'],
  seoDescription: '',
};
const created: ArticleEvent = {
  type: 'ArticleCreated',
  data: { articleId: 'a1', kind: 'blog', language: 'pl', ...fields, createdAt: now },
};
const scheduled = (minute: number): ArticleEvent => ({
  type: 'ArticleScheduled',
  data: { articleId: 'a1', publishAt: at(minute), scheduledAt: now },
});
const published: ArticleEvent = { type: 'ArticlePublished', data: { articleId: 'a1', publishedAt: now, scheduled: false } };
const deleted: ArticleEvent = { type: 'ArticleDeleted', data: { articleId: 'a1', deletedAt: now } };

describe('article', () => {
  const spec = deciderSpec(articleDecider);

  it('creates a draft once, and stories only in Polish', () => {
    spec
      .given([])
      .when({ type: 'CreateArticle', ...base, kind: 'blog', language: 'pl', fields })
      .then([created]);
    spec
      .given([created])
      .when({ type: 'CreateArticle', ...base, kind: 'blog', language: 'pl', fields })
      .then([]);
    spec
      .given([])
      .when({ type: 'CreateArticle', ...base, kind: 'story', language: 'en', fields })
      .thenThrows(StoriesPolishOnlyError, { code: 'content:storiesPolishOnly' });
  });

  it('records only the fields an edit changes', () => {
    spec
      .given([created])
      .when({ type: 'EditArticle', ...base, changes: { title: 'Nowy', body: 'Treść', tags: ['a'] } })
      .then([{ type: 'ArticleEdited', data: { articleId: 'a1', changes: { title: 'Nowy' }, editedAt: now } }]);
    spec
      .given([created])
      .when({ type: 'EditArticle', ...base, changes: { title: 'Pierwszy' } })
      .then([]);
    spec
      .given([])
      .when({ type: 'EditArticle', ...base, changes: { title: 'x' } })
      .thenThrows(ArticleNotFoundError, { kind: 'not_found' });
    spec
      .given([created, deleted])
      .when({ type: 'EditArticle', ...base, changes: { title: 'x' } })
      .thenThrows(ArticleNotFoundError, { kind: 'not_found' });
  });

  it('schedules for a future time only, and not what is out already', () => {
    spec
      .given([created])
      .when({ type: 'ScheduleArticle', ...base, publishAt: at(5) })
      .then([scheduled(5)]);
    spec
      .given([created])
      .when({ type: 'ScheduleArticle', ...base, publishAt: now })
      .thenThrows(PublishAtPastError, { kind: 'invalid' });
    spec
      .given([created, published])
      .when({ type: 'ScheduleArticle', ...base, publishAt: at(5) })
      .thenThrows(AlreadyPublishedError, { kind: 'conflict' });
  });

  it('lets the scheduler publish only a scheduled article that is due', () => {
    const by = (minute: number) => ({ type: 'PublishArticle' as const, articleId: 'a1', now: at(minute), scheduled: true });
    spec
      .given([created, scheduled(5)])
      .when(by(4))
      .then([]);
    spec
      .given([created, scheduled(5)])
      .when(by(6))
      .then([{ type: 'ArticlePublished', data: { articleId: 'a1', publishedAt: at(6), scheduled: true } }]);
    spec.given([created]).when(by(6)).then([]);
    const unpublished: ArticleEvent = { type: 'ArticleUnpublished', data: { articleId: 'a1', unpublishedAt: now } };
    spec
      .given([created, scheduled(5), unpublished])
      .when(by(6))
      .then([]);
    spec
      .given([created, scheduled(5), { ...published, data: { ...published.data, scheduled: true } }])
      .when(by(7))
      .then([]);
  });

  it('publishes now, takes down and deletes, each once', () => {
    spec
      .given([created])
      .when({ type: 'PublishArticle', ...base, scheduled: false })
      .then([published]);
    spec
      .given([created, published])
      .when({ type: 'PublishArticle', ...base, scheduled: false })
      .then([]);
    spec
      .given([created])
      .when({ type: 'UnpublishArticle', ...base })
      .thenThrows(NotPublishedError, { kind: 'conflict' });
    spec
      .given([created, published])
      .when({ type: 'UnpublishArticle', ...base })
      .then([{ type: 'ArticleUnpublished', data: { articleId: 'a1', unpublishedAt: now } }]);
    spec
      .given([created, published])
      .when({ type: 'DeleteArticle', ...base })
      .then([deleted]);
    spec
      .given([created, deleted])
      .when({ type: 'DeleteArticle', ...base })
      .then([]);
    spec
      .given([])
      .when({ type: 'DeleteArticle', ...base })
      .thenThrows(ArticleNotFoundError, { kind: 'not_found' });
  });
});
