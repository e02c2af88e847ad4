import { renderForumPost } from './render-post';

const AUTHOR = '0b6f3c1e-8a2d-4c57-9e1f-2a3b4c5d6e7f';
const OTHER = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';
const own = `/api/forum/images/${AUTHOR}/${'a'.repeat(24)}.jpg`;
const theirs = `/api/forum/images/${OTHER}/${'b'.repeat(24)}.jpg`;

describe('images in a forum post', () => {
  it("renders only the author's own upload as an image; any other address stays a link", () => {
    const html = renderForumPost(`![mój](${own}) ![obcy](https://evil.example/x.png) ![cudzy](${theirs})`, { authorId: AUTHOR });
    expect(html).toBe(
      `<p><img src="${own}" alt="mój" loading="lazy" /> ` +
        '<a href="https://evil.example/x.png" rel="nofollow noopener ugc" target="_blank">obcy</a> ' +
        `<a href="${theirs}">cudzy</a></p>\n`,
    );
  });

  it('shows no image without an author, nor for a writer below the trust rule', () => {
    expect(renderForumPost(`![x](${own})`)).not.toContain('<img');
    expect(renderForumPost(`![x](${own})`, { authorId: AUTHOR, plainLinks: true })).toBe(`<p>![x](${own})</p>\n`);
  });

  it('keeps an image without alt text a link named by its address, and escapes it', () => {
    expect(renderForumPost('![](https://evil.example/a.png?x="1")', { authorId: AUTHOR })).toBe(
      '<p><a href="https://evil.example/a.png?x=%221%22" rel="nofollow noopener ugc" target="_blank">https://evil.example/a.png?x=%221%22</a></p>\n',
    );
  });
});
