import { memberIsTrusted, postIsHeld } from './trust';

const now = '2026-01-05T10:00:00.000Z';
const hoursAgo = (h: number) => new Date(Date.parse(now) - h * 3_600_000).toISOString();

describe('forum queue rule', () => {
  it('holds a post until the account is a day old and two of its posts were approved', () => {
    expect(postIsHeld({ staff: false, registeredAt: hoursAgo(1), publishedPosts: 5 }, now)).toBe(true);
    expect(postIsHeld({ staff: false, registeredAt: hoursAgo(48), publishedPosts: 1 }, now)).toBe(true);
    expect(postIsHeld({ staff: false, registeredAt: null, publishedPosts: 0 }, now)).toBe(true);
    expect(postIsHeld({ staff: false, registeredAt: hoursAgo(24), publishedPosts: 2 }, now)).toBe(false);
  });

  it('never holds staff', () => {
    expect(postIsHeld({ staff: true, registeredAt: hoursAgo(0), publishedPosts: 0 }, now)).toBe(false);
  });

  it('trusts a member’s flags by the same rule', () => {
    expect(memberIsTrusted({ staff: false, registeredAt: hoursAgo(24), publishedPosts: 2 }, now)).toBe(true);
    expect(memberIsTrusted({ staff: false, registeredAt: hoursAgo(23), publishedPosts: 9 }, now)).toBe(false);
    expect(memberIsTrusted({ staff: true, registeredAt: null, publishedPosts: 0 }, now)).toBe(true);
  });
});
