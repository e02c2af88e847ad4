import { href } from '@anonse/contracts/browser';
import { useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { getForumTags } from '../features/forum/api/forum-admin.server';
import styles from '../features/forum/components/Forum.module.css';
import { ForumTagsAdmin, type StaffFormAnswer } from '../features/forum/components/ForumTagsAdmin';
import { FORUM } from '../features/forum/i18n';
import { field } from '../features/forum/lib/forum-form.server';
import { staffAction, staffPage, type StaffCall } from '../features/forum/lib/staff-page.server';
import { useTranslation } from '../i18n/use-translation';
import { useLocale } from '../lib/app-data';
import { seoMeta } from '../lib/seo';
import { ISLAND_PAGE } from '#web/islands/page-handle';

/** Plain forms: server HTML with no application script (docs/architecture.md § Islands). */
export const handle = ISLAND_PAGE;

/** `/forum/admin/tags/` (English `/en/forum/admin/tags/`): moderators and administrators keep the tags. */
export async function loader(args: LoaderFunctionArgs) {
  const { api, seo, csrf, done } = await staffPage(args, 'forumAdminTags', 'admin.tagsTitle');
  return { seo, csrf, done, tags: await getForumTags(api) };
}

const tagPath = (tag: string, verb: string) => `/api/admin/forum/tags/${encodeURIComponent(tag)}/${verb}`;

function tagCall(intent: string, form: FormData): StaffCall | null {
  const tag = field(form, 'tag');
  if (intent === 'create') return { path: '/api/admin/forum/tags', body: { tag } };
  if (!['rename', 'merge', 'archive'].includes(intent)) return null;
  if (!tag) return { missing: 'tag' };
  if (intent === 'rename') return { path: tagPath(tag, 'rename'), body: { to: field(form, 'to') } };
  if (intent === 'merge')
    return field(form, 'into') ? { path: tagPath(tag, 'merge'), body: { into: field(form, 'into') } } : { missing: 'into' };
  return { path: tagPath(tag, 'archive'), body: {} };
}

export const action = (args: ActionFunctionArgs) => staffAction(args, 'forumAdminTags', tagCall);

export const meta = seoMeta;

export default function ForumAdminTagsPage() {
  const { tags, csrf, done } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as StaffFormAnswer | undefined;
  const { t } = useTranslation(FORUM);
  const locale = useLocale();
  return (
    <article className={styles.page}>
      <Breadcrumbs items={[{ label: t('forum.title'), to: href('forum', locale) }, { label: t('forum.admin.tagsTitle') }]} />
      <h1>{t('forum.admin.tagsTitle')}</h1>
      <ForumTagsAdmin tags={tags} csrf={csrf} answer={answer ?? null} done={done} />
    </article>
  );
}
