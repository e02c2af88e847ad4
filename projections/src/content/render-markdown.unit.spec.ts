import { renderArticleHtml, sanitizeArticleHtml } from './render-markdown';

describe('article Markdown → sanitised HTML', () => {
  it('renders Markdown, headings from level 2', () => {
    expect(renderArticleHtml('# Tytuł\n\nAkapit z **pogrubieniem**.\n\n- jeden\n- dwa')).toBe(
      '<h2>Tytuł</h2>\n<p>Akapit z <strong>pogrubieniem</strong>.</p>\n<ul>\n<li>jeden</li>\n<li>dwa</li>\n</ul>\n',
    );
  });

  it('strips scripts, event handlers, javascript: and data: URLs', () => {
    const html = renderArticleHtml(
      [
        '<script>alert(1)</script>',
        '<p onclick="alert(1)">klik</p>',
        '<a href="javascript:alert(1)">js</a> <a href="JaVaScRiPt:alert(1)">js2</a>',
        '[md](javascript:alert(1))',
        '<a href="data:text/html;base64,PHNjcmlwdD4=">data</a>',
        '<img src="/api/media/files/a.jpg" onerror="alert(1)">',
        '<iframe src="https://evil.example"></iframe><style>p{}</style>',
      ].join('\n\n'),
    );
    expect(html).not.toMatch(/<script|alert\(1\)<\/script>|onclick|onerror|href="javascript|href="JaVaScRiPt|href="data:|<iframe|<style/i);
    expect(html).toContain('<p>klik</p>');
    expect(html).toContain('<img src="/api/media/files/a.jpg" loading="lazy" />');
  });

  it('keeps only images of our own media', () => {
    for (const src of [
      'https://evil.example/a.png',
      '//evil.example/a.png',
      'data:image/png;base64,iVBORw0KGgo=',
      '/api/media/files/../../etc/passwd',
      '/uploads/a.png',
    ])
      expect(sanitizeArticleHtml(`<p><img src="${src}" alt="x"></p>`)).toBe('<p></p>');
    expect(renderArticleHtml('![kot](/api/media/files/abc-1280.jpg)')).toBe(
      '<p><img src="/api/media/files/abc-1280.jpg" alt="kot" loading="lazy" /></p>\n',
    );
  });

  it('marks external links nofollow noopener ugc, and leaves our own alone', () => {
    expect(renderArticleHtml('[a](https://example.org/) [b](/regulamin/) <a href="/x" rel="sponsored" target="_top">c</a>')).toBe(
      '<p><a href="https://example.org/" rel="nofollow noopener ugc" target="_blank">a</a> <a href="/regulamin/">b</a> <a href="/x">c</a></p>\n',
    );
  });
});
