import { isEntityId } from '@anonse/contracts';
import { href } from '@anonse/contracts/browser';
import { useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { getAdminForumCategories } from '../features/forum/api/forum-admin.server';
import styles from '../features/forum/components/Forum.module.css';
import { ForumCategoriesAdmin } from '../features/forum/components/ForumCategoriesAdmin';
import type { StaffFormAnswer } from '../features/forum/components/ForumTagsAdmin';
import { FORUM } from '../features/forum/i18n';
import { field } from '../features/forum/lib/forum-form.server';
import { staffAction, staffPage, type StaffCall } from '../features/forum/lib/staff-page.server';
import { useTranslation } from '../i18n/use-translation';
import { useLocale } from '../lib/app-data';
import { seoMeta } from '../lib/seo';
import { ISLAND_PAGE } from '#web/islands/page-handle';

/** Plain forms: server HTML with no application script (docs/architecture.md § Islands). */
export const handle = ISLAND_PAGE;

/** `/forum/admin/category/` (English `/en/forum/admin/category/`): moderators and administrators keep the sections. */
export async function loader(args: LoaderFunctionArgs) {
  const { api, seo, csrf, done } = await staffPage(args, 'forumAdminCategory', 'admin.categoriesTitle');
  return { seo, csrf, done, categories: await getAdminForumCategories(api) };
}

const fieldsOf = (form: FormData) => ({
  name: field(form, 'name'),
  description: field(form, 'description'),
  position: field(form, 'position') || '0',
});

function categoryCall(intent: string, form: FormData): StaffCall | null {
  if (intent === 'create') return { path: '/api/admin/forum/categories', body: { slug: field(form, 'slug'), ...fieldsOf(form) } };
  const id = field(form, 'id');
  if (!isEntityId(id)) return null;
  if (intent === 'update') return { path: `/api/admin/forum/categories/${id}`, body: fieldsOf(form), method: 'PATCH' };
  if (intent === 'archive') return { path: `/api/admin/forum/categories/${id}/archive`, body: {} };
  return null;
}

export const action = (args: ActionFunctionArgs) => staffAction(args, 'forumAdminCategory', categoryCall);

export const meta = seoMeta;

export default function ForumAdminCategoryPage() {
  const { categories, csrf, done } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as StaffFormAnswer | undefined;
  const { t } = useTranslation(FORUM);
  const locale = useLocale();
  return (
    <article className={styles.page}>
      <Breadcrumbs items={[{ label: t('forum.title'), to: href('forum', locale) }, { label: t('forum.admin.categoriesTitle') }]} />
      <h1>{t('forum.admin.categoriesTitle')}</h1>
      <ForumCategoriesAdmin categories={categories} csrf={csrf} answer={answer ?? null} done={done} />
    </article>
  );
}
