import { deciderSpec } from '#api/testing/decider-spec';
import { ForumSlugTakenError } from './errors';
import { forumSlugDecider, topicSlugCandidates } from './slug';

const now = new Date(Date.UTC(2026, 0, 5, 10)).toISOString();
const claim = { type: 'ClaimForumSlug' as const, kind: 'topic' as const, slug: 'pytanie', ownerId: 't1', now };
const claimed = { type: 'ForumSlugClaimed' as const, data: { kind: 'topic' as const, slug: 'pytanie', ownerId: 't1', claimedAt: now } };

describe('forum slugs', () => {
  const spec = deciderSpec(forumSlugDecider);

  it('gives an address to its first claimant for good', () => {
    spec.given([]).when(claim).then([claimed]);
    spec.given([claimed]).when(claim).then([]);
    spec
      .given([claimed])
      .when({ ...claim, ownerId: 't2' })
      .thenThrows(ForumSlugTakenError, { field: 'slug' });
  });

  it('makes addresses from titles, Polish letters included, and never runs out', () => {
    const candidates = topicSlugCandidates('Żółta łódź: czy to oszustwo?', '1234abcd-0000-4000-8000-000000000000', 3);
    expect(candidates).toEqual([
      'zolta-lodz-czy-to-oszustwo',
      'zolta-lodz-czy-to-oszustwo-2',
      'zolta-lodz-czy-to-oszustwo-3',
      'zolta-lodz-czy-to-oszustwo-1234abcd',
    ]);
    expect(topicSlugCandidates('???', 'abcdef12-0000', 1)).toEqual(['temat', 'temat-abcdef12']);
    expect(topicSlugCandidates('x'.repeat(200), 'abcdef12')[0]).toHaveLength(80);
  });
});
