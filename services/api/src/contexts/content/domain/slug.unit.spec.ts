import type { ArticleSlugEvent } from '@anonse/contracts';
import { deciderSpec } from '#api/testing/decider-spec';
import { ArticleSlugTakenError, articleSlugDecider, SLUG_CLAIM_GRACE_MS, type ArticleSlugCommand } from './slug';

const spec = deciderSpec(articleSlugDecider);
const now = '2026-03-01T10:00:00.000Z';
const address = { kind: 'blog', language: 'pl', slug: 'wpis' } as const;
const claim = (articleId: string, over: { holderUsesIt?: boolean; now?: string } = {}): ArticleSlugCommand => ({
  type: 'ClaimArticleSlug',
  ...address,
  articleId,
  holderUsesIt: over.holderUsesIt ?? true,
  now: over.now ?? now,
});
const release = (articleId: string): ArticleSlugCommand => ({ type: 'ReleaseArticleSlug', ...address, articleId, now });
const claimed = (articleId: string, at = now): ArticleSlugEvent => ({
  type: 'ArticleSlugClaimed',
  data: { ...address, articleId, claimedAt: at },
});
const released = (articleId: string): ArticleSlugEvent => ({
  type: 'ArticleSlugReleased',
  data: { ...address, articleId, releasedAt: now },
});
const later = new Date(Date.parse(now) + SLUG_CLAIM_GRACE_MS).toISOString();

describe('article slug', () => {
  it('is claimed when free, and again by its holder without a new event', () => {
    spec
      .given([])
      .when(claim('a1'))
      .then([claimed('a1')]);
    spec
      .given([claimed('a1')])
      .when(claim('a1'))
      .then([]);
  });
  it('is refused to another article while its holder shows it, or while the claim is fresh', () => {
    spec
      .given([claimed('a1')])
      .when(claim('a2'))
      .thenThrows(ArticleSlugTakenError, { code: 'content:slugTaken', field: 'slug' });
    spec
      .given([claimed('a1')])
      .when(claim('a2', { holderUsesIt: false }))
      .thenThrows(ArticleSlugTakenError);
    spec
      .given([claimed('a1')])
      .when(claim('a2', { now: later }))
      .thenThrows(ArticleSlugTakenError);
  });
  it('is taken over from a stale claim whose article never showed it', () =>
    spec
      .given([claimed('a1')])
      .when(claim('a2', { holderUsesIt: false, now: later }))
      .then([claimed('a2', later)]));
  it('is released by its holder only, and is free again after', () => {
    spec
      .given([claimed('a1')])
      .when(release('a1'))
      .then([released('a1')]);
    spec
      .given([claimed('a1')])
      .when(release('a2'))
      .then([]);
    spec
      .given([claimed('a1'), released('a1')])
      .when(claim('a2'))
      .then([claimed('a2')]);
  });
});
