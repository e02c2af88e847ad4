import { forumApi, plainText } from './api';

describe('forum console helpers', () => {
  it('addresses the admin forum API', () => {
    expect(forumApi('queue')).toBe('/api/admin/forum/queue');
  });
  it('reads a post’s HTML as short plain text', () => {
    expect(plainText('<p>Ala &amp; <strong>kot</strong></p>\n<p>&lt;3</p>')).toBe('Ala & kot <3');
    expect(plainText(`<p>${'a'.repeat(50)}</p>`, 10)).toBe('aaaaaaaaa…');
  });
});
