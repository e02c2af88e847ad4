import type { ForumTopicDto } from '@anonse/contracts/browser';
import { topicJsonLd } from './forum-json-ld';

const author = (login: string | null) => ({ id: 'u', login });
const dto: ForumTopicDto = {
  topic: {
    id: 't',
    slug: 'czy-to-oszustwo',
    title: 'Czy to oszustwo?',
    tags: ['bezpieczeństwo'],
    author: author('ala'),
    postCount: 2,
    lastActivityAt: '2026-01-05T11:00:00.000Z',
    createdAt: '2026-01-05T10:00:00.000Z',
    status: 'published',
    locked: false,
    pinned: false,
    category: { id: 'c', slug: 'bezpieczenstwo', name: 'Bezpieczeństwo' },
  },
  posts: [
    {
      id: 'p1',
      number: 1,
      author: author('ala'),
      erased: false,
      html: '<p>Pytanie &amp; <strong>prośba</strong></p>\n',
      status: 'published',
      createdAt: '2026-01-05T10:00:00.000Z',
      editedAt: null,
      editableUntil: null,
      hidden: false,
    },
    {
      id: 'p2',
      number: 2,
      author: author(null),
      erased: false,
      html: '<p>Odpowiedź</p>',
      status: 'published',
      createdAt: '2026-01-05T11:00:00.000Z',
      editedAt: null,
      editableUntil: null,
      hidden: false,
    },
    {
      id: 'p3',
      number: 3,
      author: author('ola'),
      erased: false,
      html: '<p>W kolejce</p>',
      status: 'queued',
      createdAt: '2026-01-05T11:30:00.000Z',
      editedAt: null,
      editableUntil: null,
      hidden: false,
    },
  ],
  next: null,
};

describe('forum topic JSON-LD', () => {
  it('describes the opening post as a DiscussionForumPosting with the published replies as comments', () => {
    const url = 'https://anonse.example/forum/temat/czy-to-oszustwo/';
    expect(topicJsonLd(dto, url, 'usunięty użytkownik')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'DiscussionForumPosting',
      headline: 'Czy to oszustwo?',
      url,
      mainEntityOfPage: url,
      author: { '@type': 'Person', name: 'ala' },
      datePublished: '2026-01-05T10:00:00.000Z',
      text: 'Pytanie & prośba',
      keywords: 'bezpieczeństwo',
      interactionStatistic: { '@type': 'InteractionCounter', interactionType: 'https://schema.org/CommentAction', userInteractionCount: 1 },
      comment: [
        {
          '@type': 'Comment',
          url: `${url}#post-2`,
          author: { '@type': 'Person', name: 'usunięty użytkownik' },
          datePublished: '2026-01-05T11:00:00.000Z',
          text: 'Odpowiedź',
        },
      ],
    });
  });

  it('names the comments of a later page at that page', () => {
    const url = 'https://anonse.example/forum/temat/czy-to-oszustwo/';
    const later = { ...dto, posts: dto.posts.slice(1) };
    const ld = topicJsonLd(later, url, 'x', `${url}?after=20`);
    expect(ld.url).toBe(url);
    expect(ld).not.toHaveProperty('text');
    expect(ld.comment.map((c) => c.url)).toEqual([`${url}?after=20#post-2`]);
  });
});
