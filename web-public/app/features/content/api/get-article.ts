import { PublicArticleDto, type ArticleKind, type Locale } from '@anonse/contracts';
import { ApiRequestError, readJson, type ApiFetch } from '#web/lib/api';

/** GET /api/content/articles/{kind}/{language}/{slug} → the article, or null (unknown, or not public and not staff). */
export async function getArticle(api: ApiFetch, kind: ArticleKind, language: Locale, slug: string): Promise<PublicArticleDto | null> {
  try {
    return PublicArticleDto.parse(
      await readJson<unknown>(await api(`/api/content/articles/${kind}/${language}/${encodeURIComponent(slug)}`)),
    );
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}
