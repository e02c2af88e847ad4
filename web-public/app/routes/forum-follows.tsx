import { alternates, href } from '@anonse/contracts/browser';
import { data, Link, redirect, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from '#web/i18n/use-translation';
import styles from '../features/dashboard/components/Dashboard.module.css';
import { DashboardLayout } from '../features/dashboard/components/DashboardLayout';
import { csrfFor, csrfOf, field } from '../features/forum/lib/forum-form.server';
import { changeDigest, getForumFollows } from '../features/forum-follows/api/forum-follows.server';
import { FORUM_FOLLOWS } from '../features/forum-follows/i18n';
import { followAction, isFollowForm } from '../features/forum-follows/lib/follow-action.server';
import { getT } from '../i18n/i18n';
import { serverApi } from '../lib/api.server';
import { useLocale } from '#web/lib/app-data';
import { formatDay } from '#web/lib/format-day';
import { requireDashboardUser } from '../lib/guards.server';
import { localeOf } from '../lib/locale';
import { seoMeta, type PageSeo } from '../lib/seo';

/**
 * `/dashboard/obserwowane/` (English `/en/dashboard/following/`): the topics and categories the member follows, each
 * with a button to stop, and the daily e-mail's switch. Every button is a plain form POST to this page's action.
 */
export async function loader(args: LoaderFunctionArgs) {
  await requireDashboardUser(args);
  const locale = localeOf(new URL(args.request.url).pathname);
  const follows = await getForumFollows(serverApi(args.request, args.context, locale));
  const t = getT(locale, FORUM_FOLLOWS);
  const seo: PageSeo = {
    title: t('forumFollows.seo.title'),
    description: t('forumFollows.seo.description'),
    locale,
    alternates: alternates('forumFollows'),
    index: false,
  };
  return { follows, csrf: csrfFor(args.request), seo };
}

export async function action(args: ActionFunctionArgs) {
  await requireDashboardUser(args);
  const locale = localeOf(new URL(args.request.url).pathname);
  const back = href('forumFollows', locale);
  const form = await args.request.formData();
  if (isFollowForm(form)) return followAction(args, form, locale, back);
  const result = await changeDigest(
    serverApi(args.request, args.context, locale),
    field(form, 'digest') === 'on',
    csrfOf(args.request, form),
  );
  if (result.ok) return redirect(back);
  return data({ followError: result.message || getT(locale, FORUM_FOLLOWS)('forumFollows.failed') }, { status: result.status || 400 });
}

export const meta = seoMeta;

export default function ForumFollows() {
  const { follows, csrf } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const { t } = useTranslation(FORUM_FOLLOWS);
  const locale = useLocale();
  const hidden = (intent: string, kind: string, id: string) => (
    <>
      <input type="hidden" name="_csrf" value={csrf} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
    </>
  );
  const rows = (kind: 'topic' | 'category') => {
    const items =
      kind === 'topic'
        ? follows.topics.map((f) => ({ ...f, label: f.title, to: href('forumTopic', locale, { slug: f.slug }) }))
        : follows.categories.map((f) => ({ ...f, label: f.name, to: href('forumTopics', locale, { category: f.slug }) }));
    return items.map((f) => (
      <li key={f.id} className={styles.row}>
        <div className={styles.rowMain}>
          <h3 className={styles.rowTitle}>
            <Link to={f.to}>{f.label}</Link>
          </h3>
          <p className={styles.rowMeta}>{t('forumFollows.since', { date: formatDay(f.followedAt, locale) })}</p>
        </div>
        <form method="post">
          {hidden('unfollow', kind, f.id)}
          <button type="submit" className={styles.action}>
            {t('forumFollows.unfollow')}
          </button>
        </form>
      </li>
    ));
  };
  return (
    <DashboardLayout active="forumFollows">
      <section className={styles.section} data-testid="forum-follows">
        <div className={styles.sectionHead}>
          <div>
            <h1>{t('forumFollows.title')}</h1>
            <p className={styles.rowMeta}>{t('forumFollows.intro')}</p>
            <p className={styles.rowMeta}>
              {t('forumFollows.count', { count: follows.topics.length + follows.categories.length, limit: follows.limit })}
            </p>
          </div>
        </div>
        {outcome && 'followError' in outcome && (
          <p className={styles.rowMeta} role="alert">
            {outcome.followError}
          </p>
        )}
        <h2>{t('forumFollows.digestTitle')}</h2>
        <form method="post" className={styles.actions} data-testid="forum-digest" data-digest={follows.digest}>
          <input type="hidden" name="_csrf" value={csrf} />
          <input type="hidden" name="intent" value="digest" />
          <input type="hidden" name="digest" value={follows.digest ? 'off' : 'on'} />
          <p className={styles.rowMeta}>{follows.digest ? t('forumFollows.digestOn') : t('forumFollows.digestOff')}</p>
          <button type="submit" className={styles.action}>
            {follows.digest ? t('forumFollows.digestDisable') : t('forumFollows.digestEnable')}
          </button>
        </form>
        <h2>{t('forumFollows.topics')}</h2>
        {follows.topics.length ? (
          <ul className={styles.list}>{rows('topic')}</ul>
        ) : (
          <p className={styles.rowMeta}>{t('forumFollows.noTopics')}</p>
        )}
        <h2>{t('forumFollows.categories')}</h2>
        {follows.categories.length ? (
          <ul className={styles.list}>{rows('category')}</ul>
        ) : (
          <p className={styles.rowMeta}>{t('forumFollows.noCategories')}</p>
        )}
      </section>
    </DashboardLayout>
  );
}
