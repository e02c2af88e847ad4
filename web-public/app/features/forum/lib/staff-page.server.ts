import { alternates, href } from '@anonse/contracts/browser';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { getT } from '#web/i18n/i18n';
import { serverApi } from '#web/lib/api.server';
import { requireForumStaff } from '#web/lib/guards.server';
import { localeOf } from '#web/lib/locale';
import type { PageSeo } from '#web/lib/seo';
import { sendForumForm } from '../api/forum-write.server';
import type { StaffFormAnswer } from '../components/ForumTagsAdmin';
import { FORUM } from '../i18n';
import { firstErrors } from './form-errors';
import { csrfFor, csrfOf, field } from './forum-form.server';

/** What a staff page's loader shares: the guard, the API, the page's title and the CSRF token for its forms. */
export async function staffPage(
  args: LoaderFunctionArgs,
  id: 'forumAdminTags' | 'forumAdminCategory',
  titleKey: 'admin.tagsTitle' | 'admin.categoriesTitle',
) {
  await requireForumStaff(args);
  const url = new URL(args.request.url);
  const locale = localeOf(url.pathname);
  const t = getT(locale, FORUM);
  const seo: PageSeo = {
    title: t('forum.pageTitle', { title: t(`forum.${titleKey}`) }),
    description: t('forum.seo'),
    locale,
    alternates: alternates(id),
    index: false,
  };
  return {
    api: serverApi(args.request, args.context, locale),
    seo,
    csrf: csrfFor(args.request),
    done: url.searchParams.get('done'),
    locale,
  };
}

/** A call a staff form makes: the API path and its JSON, or a field's message when the form lacks what it needs. */
export type StaffCall = { path: string; body: unknown; method?: string } | { missing: string };

/**
 * A staff form's POST, with or without JavaScript: `intent` names the form, `call` turns its fields into the API call.
 * Done: back to the page (`?done=intent`, so a reload sends nothing twice); refused: the field's message on its form.
 */
export async function staffAction(
  args: ActionFunctionArgs,
  page: 'forumAdminTags' | 'forumAdminCategory',
  call: (intent: string, form: FormData) => StaffCall | null,
) {
  await requireForumStaff(args);
  const locale = localeOf(new URL(args.request.url).pathname);
  const t = getT(locale, FORUM);
  const form = await args.request.formData();
  const intent = field(form, 'intent');
  const id = field(form, 'id') || undefined;
  const request = call(intent, form);
  if (!request) throw data(null, { status: 400 });
  if ('missing' in request)
    return data<StaffFormAnswer>(
      { intent, id, errors: { [request.missing]: t('forum.admin.required') }, formError: t('forum.form.fixErrors') },
      { status: 400 },
    );
  const api = serverApi(args.request, args.context, locale);
  const result = await sendForumForm<unknown>(api, request.path, request.body, csrfOf(args.request, form), request.method);
  if (result.ok) return redirect(`${href(page, locale)}?done=${encodeURIComponent(intent)}`);
  const errors = firstErrors(result.errors);
  const formError = Object.keys(errors).length ? t('forum.form.fixErrors') : result.message || t('forum.form.failed');
  return data<StaffFormAnswer>({ intent, id, errors, formError }, { status: result.status || 400 });
}
