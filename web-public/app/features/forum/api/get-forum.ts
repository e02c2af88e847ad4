import { ForumCategoryDto, ForumPostSource, ForumSearchResult, ForumTopicDto, ForumTopicList } from '@anonse/contracts';
import { ApiRequestError, readJson, type ApiFetch } from '#web/lib/api';

/** GET /api/forum/categories → the open categories with their counts. */
export async function getForumCategories(api: ApiFetch): Promise<ForumCategoryDto[]> {
  return ForumCategoryDto.array().parse(await readJson<unknown>(await api('/api/forum/categories')));
}

const orNull = async <T>(load: () => Promise<T>): Promise<T | null> => {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
};

/** GET /api/forum/categories/{slug}/topics → a page of its topics (`after` or `before` a cursor), or null (no such open category). */
export const getForumTopics = (api: ApiFetch, slug: string, cursor: { after?: string; before?: string }): Promise<ForumTopicList | null> =>
  orNull(async () => {
    const params = new URLSearchParams(Object.entries(cursor).filter((e): e is [string, string] => typeof e[1] === 'string'));
    const query = params.size ? `?${params}` : '';
    return ForumTopicList.parse(await readJson<unknown>(await api(`/api/forum/categories/${encodeURIComponent(slug)}/topics${query}`)));
  });

/** GET /api/forum/topics/{slug} → the topic and a page of its posts, or null (none the reader may see). */
export const getForumTopic = (api: ApiFetch, slug: string, after: number | null): Promise<ForumTopicDto | null> =>
  orNull(async () => {
    const query = after ? `?after=${after}` : '';
    return ForumTopicDto.parse(await readJson<unknown>(await api(`/api/forum/topics/${encodeURIComponent(slug)}${query}`)));
  });

/** GET /api/forum/topics/{topicId}/posts/{postId}/source → a post's Markdown, or null (none the reader may see). */
export const getForumPostSource = (api: ApiFetch, topicId: string, postId: string): Promise<ForumPostSource | null> =>
  orNull(async () =>
    ForumPostSource.parse(
      await readJson<unknown>(await api(`/api/forum/topics/${encodeURIComponent(topicId)}/posts/${encodeURIComponent(postId)}/source`)),
    ),
  );

/** GET /api/forum/search → the topics matching the words (a refused query reads as no results). */
export const searchForumTopics = async (api: ApiFetch, query: { q: string; category: string; tag: string }): Promise<ForumSearchResult> =>
  (await orNull(async () => {
    const params = new URLSearchParams(Object.entries(query).filter(([, v]) => v !== ''));
    return ForumSearchResult.parse(await readJson<unknown>(await api(`/api/forum/search?${params}`)));
  })) ?? { q: query.q, items: [] };
