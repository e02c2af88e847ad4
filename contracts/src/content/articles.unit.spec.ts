import { articleFeedHref, articleHref, articleListHref, CreateArticleInput, kindHasLanguage, UpdateArticleInput } from './articles';

describe('article paths', () => {
  it('puts each kind under its route, a static page at its own', () => {
    expect(articleHref('blog', 'pl', 'kim-jest-escort')).toBe('/blog/kim-jest-escort/');
    expect(articleHref('news', 'en', 'x')).toBe('/en/news/x/');
    expect(articleHref('guide', 'pl', 'y')).toBe('/poradniki/y/');
    expect(articleHref('story', 'pl', 'z')).toBe('/opowiadania-erotyczne/z/');
    expect(articleHref('page', 'en', 'terms')).toBe('/en/regulations/');
    expect(articleListHref('blog', 'pl')).toBe('/blog/');
    expect(articleListHref('news', 'pl', { category: 'serwis', tag: 'nowości', page: 2 })).toBe(
      '/aktualnosci/?category=serwis&tag=nowo%C5%9Bci&page=2',
    );
    expect(articleFeedHref('news', 'en')).toBe('/en/news/rss.xml');
    expect(kindHasLanguage('story', 'en')).toBe(false);
    expect(kindHasLanguage('guide', 'en')).toBe(true);
  });
});

describe('article input', () => {
  const base = { kind: 'blog', language: 'pl', slug: 'wpis', title: 'Wpis' };
  it('fills defaults, lower-cases and de-duplicates tags', () => {
    expect(CreateArticleInput.parse({ ...base, tags: ['Porady', 'porady', 'Nowe Rzeczy'] })).toEqual({
      ...base,
      lead: '',
      body: '',
      coverPhotoId: null,
      category: null,
      tags: ['porady', 'nowe rzeczy'],
      seoDescription: '',
    });
  });
  it('refuses what no article can be, with the field named', () => {
    const fails = (input: Record<string, unknown>, field: string) => {
      const r = CreateArticleInput.safeParse(input);
      expect(r.success).toBe(false);
      expect(r.error!.issues.map((i) => i.path[0])).toContain(field);
    };
    fails({ ...base, slug: 'Wielkie' }, 'slug');
    fails({ ...base, slug: 'rss.xml' }, 'slug');
    fails({ ...base, kind: 'page', slug: 'nie-strona' }, 'slug');
    fails({ ...base, kind: 'story', language: 'en' }, 'language');
    fails({ ...base, tags: ['<b>'] }, 'tags');
    fails({ ...base, body: 'a\u0000b' }, 'body');
    fails({ ...base, coverPhotoId: '../x' }, 'coverPhotoId');
    expect(CreateArticleInput.safeParse({ ...base, kind: 'page', slug: 'adTypes' }).success).toBe(true);
    // The console sends the whole record back: what is not an editable field is dropped.
    expect(UpdateArticleInput.parse({ title: 'Nowy', status: 'published', revision: 3 })).toEqual({ title: 'Nowy' });
  });
});
