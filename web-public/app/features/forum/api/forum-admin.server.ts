import { ForumCategoryDto, ForumTagDto } from '@anonse/contracts';
import { readJson, type ApiFetch } from '#web/lib/api';

/** GET /api/admin/forum/tags → every tag with its readable topics (staff). */
export async function getForumTags(api: ApiFetch): Promise<ForumTagDto[]> {
  return ForumTagDto.array().parse(await readJson<unknown>(await api('/api/admin/forum/tags')));
}

/** GET /api/admin/forum/categories → every category, archived ones included (staff). */
export async function getAdminForumCategories(api: ApiFetch): Promise<ForumCategoryDto[]> {
  return ForumCategoryDto.array().parse(await readJson<unknown>(await api('/api/admin/forum/categories')));
}
