import { ForumDigestUnsubscribeQuery, href, type Locale } from '@anonse/contracts';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { EmailUnsubscribe } from '#web/components/EmailUnsubscribe';
import { unsubscribeForumDigest } from '../features/forum-follows/api/forum-follows.server';
import { FORUM_FOLLOWS } from '../features/forum-follows/i18n';
import dashboard from '#web/features/dashboard/components/Dashboard.module.css';
import { getT } from '../i18n/i18n';
import { useLocale } from '#web/lib/app-data';
import { unsubscribeAction, unsubscribeLoader, type UnsubscribeRoute } from '#web/lib/email-unsubscribe.server';
import { seoMeta } from '../lib/seo';
import { ISLAND_PAGE } from '#web/islands/page-handle';

/** Server HTML only: the button is a plain form POST that works without JavaScript (docs/architecture.md § Islands). */
export const handle = ISLAND_PAGE;

/** `/forum/wypisz/?token=…`: the unsubscribe link of a forum digest e-mail, with or without a session. */
const FORUM_DIGEST: UnsubscribeRoute = {
  route: 'forumDigestUnsubscribe',
  texts: (locale: Locale) => {
    const t = getT(locale, FORUM_FOLLOWS);
    return {
      title: t('forumFollows.unsubscribe.title'),
      confirm: t('forumFollows.unsubscribe.confirm'),
      button: t('forumFollows.unsubscribe.button'),
      done: t('forumFollows.unsubscribe.done'),
      invalidTitle: t('forumFollows.unsubscribe.invalidTitle'),
      manage: t('forumFollows.unsubscribe.manage'),
    };
  },
  validToken: (token) => ForumDigestUnsubscribeQuery.safeParse({ token }).success,
  invalidToken: 'forumFollows:invalidToken',
  unsubscribe: unsubscribeForumDigest,
};

export const loader = (args: LoaderFunctionArgs) => unsubscribeLoader(args, FORUM_DIGEST);
export const action = (args: ActionFunctionArgs) => unsubscribeAction(args, FORUM_DIGEST);
export const meta = seoMeta;

export default function ForumDigestUnsubscribe() {
  const manageHref = href('forumFollows', useLocale());
  return <EmailUnsubscribe manageHref={manageHref} classes={{ section: dashboard.section, button: dashboard.action }} />;
}
