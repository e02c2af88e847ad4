import { articlePathOf } from './article-path';

describe('articlePathOf', () => {
  it('tells a list from an article, in both languages', () => {
    expect(articlePathOf('/blog/')).toEqual({ kind: 'blog', locale: 'pl', slug: null });
    expect(articlePathOf('/blog')).toEqual({ kind: 'blog', locale: 'pl', slug: null });
    expect(articlePathOf('/en/blog/kim-jest-escort/')).toEqual({ kind: 'blog', locale: 'en', slug: 'kim-jest-escort' });
    expect(articlePathOf('/aktualnosci/nowa-wersja/')).toEqual({ kind: 'news', locale: 'pl', slug: 'nowa-wersja' });
    expect(articlePathOf('/en/news/')).toEqual({ kind: 'news', locale: 'en', slug: null });
    expect(articlePathOf('/poradniki/jak/')).toEqual({ kind: 'guide', locale: 'pl', slug: 'jak' });
    expect(articlePathOf('/opowiadania-erotyczne/')).toEqual({ kind: 'story', locale: 'pl', slug: null });
  });
  it('is null for what no article can be', () => {
    for (const path of [
      '/blog/a/b/',
      '/blog/Wielkie/',
      '/blog/rss.xml',
      '/en/opowiadania-erotyczne/',
      '/regulamin/',
      '/blog/a_b/',
      '/blogger/',
    ])
      expect(articlePathOf(path)).toBeNull();
  });
});
