import { ARTICLE_ROUTES, LISTED_ARTICLE_KINDS, ROUTES, type ListedArticleKind, type Locale } from '@anonse/contracts/browser';

export interface ArticlePath {
  kind: ListedArticleKind;
  locale: Locale;
  /** null: the list page. */
  slug: string | null;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Which list or article a path is: `/blog/` → the Polish blog, `/en/news/some-slug/` → one English news item. A
 * deeper path, or a segment no slug can be, is null (404).
 */
export function articlePathOf(pathname: string): ArticlePath | null {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  for (const kind of LISTED_ARTICLE_KINDS) {
    const route = ROUTES[ARTICLE_ROUTES[kind]];
    for (const locale of ['pl', 'en'] as const) {
      const pattern = route[locale];
      if (!pattern) continue;
      const base = pattern.slice(0, -1);
      if (!path.startsWith(base)) continue;
      const rest = path.slice(base.length).replace(/\/$/, '');
      if (rest === '') return { kind, locale, slug: null };
      return SLUG.test(rest) ? { kind, locale, slug: rest } : null;
    }
  }
  return null;
}
