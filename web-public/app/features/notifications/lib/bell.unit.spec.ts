import type { NotificationDto } from '@anonse/contracts/browser';
import { badgeText, bellItems, isLocalPath, noticeTarget, socketUrl } from './bell';

const notice = (i: number, link = `/anons/${i}/`): NotificationDto => ({
  id: `id-${i}`,
  kind: 'adApproved',
  data: JSON.stringify({ text: `t${i}`, link }),
  text: `t${i}`,
  link,
  read_at: null,
  created_at: '2025-01-01T10:00:00.000Z',
  updated_at: '2025-01-01T10:00:00.000Z',
});

describe('the bell', () => {
  it('shows at most nine notices, newest first as given', () => {
    const list = Array.from({ length: 12 }, (_, i) => notice(i));
    expect(bellItems(list).map((n) => n.id)).toEqual(list.slice(0, 9).map((n) => n.id));
    expect(bellItems([])).toEqual([]);
  });

  it('shows a badge only for unread notices', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(-1)).toBeNull();
    expect(badgeText(Number.NaN)).toBeNull();
    expect(badgeText(3)).toBe('3');
    expect(badgeText(100)).toBe('99+');
  });

  it('follows only links of this site', () => {
    expect(noticeTarget(notice(1))).toBe('/anons/1/');
    expect(noticeTarget({ data: 'not json', link: '/user/ads_list/' })).toBe('/user/ads_list/');
    for (const bad of ['//evil.example/', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '', '/a\nb'])
      expect(noticeTarget({ data: JSON.stringify({ text: 'x', link: bad }), link: bad })).toBeNull();
    expect(isLocalPath('/en/user/ads_list/')).toBe(true);
  });

  it('connects to this origin, or to the live channel’s own port on the same host', () => {
    expect(socketUrl({ port: null, path: '/socket.io/' }, { protocol: 'https:', hostname: 'anonse.pl' })).toBeUndefined();
    expect(socketUrl({ port: 2087, path: '/socket.io/' }, { protocol: 'https:', hostname: 'anonse.pl' })).toBe('https://anonse.pl:2087');
    expect(socketUrl({ port: 2087, path: '/socket.io/' }, { protocol: 'http:', hostname: '[::1]' })).toBe('http://[::1]:2087');
  });
});
