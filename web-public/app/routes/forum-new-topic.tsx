import { ForumTopicDto } from '@anonse/contracts';
import { alternates, href } from '@anonse/contracts/browser';
import { data, redirect, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { getForumCategories } from '../features/forum/api/get-forum';
import { previewOf, sendForumForm } from '../features/forum/api/forum-write.server';
import { NewTopicForm, type NewTopicValues } from '../features/forum/components/NewTopicForm';
import styles from '../features/forum/components/Forum.module.css';
import { FORUM } from '../features/forum/i18n';
import { firstErrors } from '../features/forum/lib/form-errors';
import { csrfFor, csrfOf, field } from '../features/forum/lib/forum-form.server';
import { getT } from '../i18n/i18n';
import { useTranslation } from '../i18n/use-translation';
import { serverApi } from '../lib/api.server';
import { useLocale } from '../lib/app-data';
import { requireUser } from '../lib/guards.server';
import { localeOf } from '../lib/locale';
import { seoMeta, type PageSeo } from '../lib/seo';
import { ISLAND_PAGE } from '#web/islands/page-handle';

/** A plain form: server HTML with no application script (docs/architecture.md § Islands). */
export const handle = ISLAND_PAGE;

/**
 * `/forum/dodaj-temat/` (English `/en/forum/new-topic/`): a signed-in member starts a topic (a guest goes to the sign-in
 * page); `?category=slug` chooses the section. Works without JavaScript: the action posts to the API and answers with
 * localized field errors and what was typed, or sends the author to the topic (which says when it waits for a moderator).
 */
export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const url = new URL(args.request.url);
  const locale = localeOf(url.pathname);
  const t = getT(locale, FORUM);
  const categories = (await getForumCategories(serverApi(args.request, args.context, locale))).map(({ id, slug, name }) => ({
    id,
    slug,
    name,
  }));
  const chosen = categories.find((c) => c.slug === url.searchParams.get('category'));
  const seo: PageSeo = {
    title: t('forum.pageTitle', { title: t('forum.newTopic') }),
    description: t('forum.seo'),
    locale,
    alternates: alternates('forumNewTopic'),
    index: false,
  };
  const values: NewTopicValues = { categoryId: chosen?.id ?? '', title: '', tags: '', body: '' };
  return { seo, categories, values, csrf: csrfFor(args.request) };
}

interface ActionAnswer {
  values: NewTopicValues;
  errors: Record<string, string>;
  formError: string | null;
  preview?: string;
}

export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  const locale = localeOf(new URL(args.request.url).pathname);
  const t = getT(locale, FORUM);
  const form = await args.request.formData();
  const values: NewTopicValues = {
    categoryId: field(form, 'categoryId'),
    title: field(form, 'title'),
    tags: field(form, 'tags'),
    body: field(form, 'body'),
  };
  const api = serverApi(args.request, args.context, locale);
  // "Preview" without JavaScript: the form comes back as typed, with the rendering under the body.
  if (field(form, 'intent') === 'preview')
    return data<ActionAnswer>({
      values,
      errors: {},
      formError: null,
      preview: await previewOf(api, values.body, csrfOf(args.request, form)),
    });
  const result = await sendForumForm<unknown>(api, '/api/forum/topics', values, csrfOf(args.request, form));
  if (result.ok) return redirect(href('forumTopic', locale, { slug: ForumTopicDto.parse(result.answer).topic.slug }));
  const errors = firstErrors(result.errors);
  // The category list names ids only; a missing category reads as that field's error.
  if (result.status === 404 && !errors.categoryId) errors.categoryId = result.message || t('forum.form.failed');
  const formError = Object.keys(errors).length ? t('forum.form.fixErrors') : result.message || t('forum.form.failed');
  return data<ActionAnswer>({ values, errors, formError }, { status: result.status === 404 ? 400 : result.status || 400 });
}

export const meta = seoMeta;

export default function ForumNewTopicPage() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as ActionAnswer | undefined;
  const { t } = useTranslation(FORUM);
  const locale = useLocale();
  return (
    <article className={styles.page}>
      <Breadcrumbs
        items={[
          { label: t('nav.home'), to: href('home', locale) },
          { label: t('forum.title'), to: href('forum', locale) },
          { label: t('forum.newTopic') },
        ]}
      />
      <h1>{t('forum.newTopic')}</h1>
      <NewTopicForm
        categories={loaded.categories}
        values={answer?.values ?? loaded.values}
        errors={answer?.errors ?? {}}
        formError={answer?.formError ?? null}
        csrf={loaded.csrf}
        preview={answer?.preview ?? null}
      />
    </article>
  );
}
