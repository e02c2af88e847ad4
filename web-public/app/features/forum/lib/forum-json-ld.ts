import type { ForumTopicDto } from '@anonse/contracts/browser';

/** Text of sanitised HTML for structured data (search engines read `text`, not markup). */
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * schema.org DiscussionForumPosting of a topic (its first post) with the page's replies as comments; only what
 * everyone may read (the page leaves it out while the topic is queued). `url` is the topic's address, `pageUrl`
 * the page's (`?after=n` past the first), where its comments' `#post-n` are.
 */
export function topicJsonLd(dto: ForumTopicDto, url: string, deletedUser: string, pageUrl = url) {
  const { topic, posts } = dto;
  const person = (login: string | null) => ({ '@type': 'Person', name: login ?? deletedUser });
  // An erased post (its author deleted their account) has no words to describe.
  const opening = posts.find((p) => p.number === 1 && !p.erased);
  const replies = posts.filter((p) => p.number > 1 && p.status === 'published' && !p.hidden && !p.erased);
  return {
    '@context': 'https://schema.org',
    '@type': 'DiscussionForumPosting',
    headline: topic.title,
    url,
    mainEntityOfPage: url,
    author: person(topic.author.login),
    datePublished: topic.createdAt,
    ...(opening ? { text: plain(opening.html), ...(opening.editedAt ? { dateModified: opening.editedAt } : {}) } : {}),
    ...(topic.tags.length ? { keywords: topic.tags.join(', ') } : {}),
    interactionStatistic: {
      '@type': 'InteractionCounter',
      interactionType: 'https://schema.org/CommentAction',
      userInteractionCount: topic.postCount - 1,
    },
    comment: replies.map((p) => ({
      '@type': 'Comment',
      url: `${pageUrl}#post-${p.number}`,
      author: person(p.author.login),
      datePublished: p.createdAt,
      text: plain(p.html),
    })),
  };
}
