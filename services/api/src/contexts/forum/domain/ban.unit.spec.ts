import { deciderSpec } from '#api/testing/decider-spec';
import { forumBanDecider } from './ban';

const now = '2026-01-05T10:00:00.000Z';
const banned = { type: 'ForumAccountBanned' as const, data: { accountId: 'a1', moderatorId: 'm1', reason: 'Spam', at: now } };
const lifted = { type: 'ForumAccountBanLifted' as const, data: { accountId: 'a1', moderatorId: 'm1', at: now } };

describe('forum ban', () => {
  const spec = deciderSpec(forumBanDecider);

  it('bans once and lifts once; repeating either changes nothing', () => {
    const ban = { type: 'BanFromForum' as const, accountId: 'a1', moderatorId: 'm1', reason: 'Spam', now };
    const lift = { type: 'LiftForumBan' as const, accountId: 'a1', moderatorId: 'm1', now };
    spec.given([]).when(ban).then([banned]);
    spec.given([banned]).when(ban).then([]);
    spec.given([banned]).when(lift).then([lifted]);
    spec.given([banned, lifted]).when(lift).then([]);
    spec.given([]).when(lift).then([]);
    spec.given([banned, lifted]).when(ban).then([banned]);
  });
});
