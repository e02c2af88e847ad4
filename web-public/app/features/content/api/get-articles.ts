import { ArticleList, type ListedArticleKind, type Locale } from '@anonse/contracts';
import { readJson, type ApiFetch } from '#web/lib/api';

export interface ArticleListRequest {
  kind: ListedArticleKind;
  language: Locale;
  category?: string;
  tag?: string;
  page: number;
}

/** GET /api/content/articles → a page of published articles, newest first (400 for a filter no article can have). */
export async function getArticles(api: ApiFetch, q: ArticleListRequest): Promise<ArticleList> {
  const query = new URLSearchParams({ kind: q.kind, language: q.language, page: String(q.page) });
  if (q.category) query.set('category', q.category);
  if (q.tag) query.set('tag', q.tag);
  return ArticleList.parse(await readJson<unknown>(await api(`/api/content/articles?${query}`)));
}
