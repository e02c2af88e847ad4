import { CreateArticleInput, STATIC_PAGE_KEYS } from '@anonse/contracts';
import { renderArticleHtml } from '@anonse/projections';
import { FIRST_ARTICLES } from './first-articles';

describe('first versions of the static pages', () => {
  const pageOf = (key: string, language: 'pl' | 'en') => FIRST_ARTICLES.find((a) => a.key === `page|${key}|${language}`)!;

  it.each(STATIC_PAGE_KEYS)('%s has a title, a short description and sections in both languages, valid as console input', (key) => {
    for (const language of ['pl', 'en'] as const) {
      const { kind, fields } = pageOf(key, language);
      expect(fields.title.length).toBeGreaterThan(2);
      expect(fields.seoDescription.length).toBeGreaterThan(40);
      expect(fields.seoDescription.length).toBeLessThanOrEqual(160);
      expect(fields.body.match(/^## /gm)!.length).toBeGreaterThanOrEqual(2);
      expect(CreateArticleInput.safeParse({ kind, language, ...fields }).success).toBe(true);
    }
    expect(pageOf(key, 'pl').fields.body.match(/^## /gm)!.length).toBe(pageOf(key, 'en').fields.body.match(/^## /gm)!.length);
  });

  it('keeps the ids stable and unique (a second start appends nothing)', () => {
    expect(new Set(FIRST_ARTICLES.map((a) => a.key)).size).toBe(FIRST_ARTICLES.length);
    expect(FIRST_ARTICLES.map((a) => a.key)).toContain('blog|kim-jest-escort|pl');
  });

  it('tells the privacy facts the product promises, and renders its addresses as links', () => {
    const pl = renderArticleHtml(pageOf('privacy', 'pl').fields.body);
    expect(pl).toMatch(/kluczem przypisanym do konkretnej osoby/);
    expect(pl).toMatch(/Zdjęcia weryfikacyjne nigdy nie są publiczne/);
    expect(pl).toMatch(/metadane/);
    expect(renderArticleHtml(pageOf('privacy', 'en').fields.body)).toMatch(/key that belongs to one person/);
    expect(renderArticleHtml(pageOf('contact', 'pl').fields.body + '\n\nkontakt@anonse.example')).toContain(
      '<a href="mailto:kontakt@anonse.example">kontakt@anonse.example</a>',
    );
  });
});
