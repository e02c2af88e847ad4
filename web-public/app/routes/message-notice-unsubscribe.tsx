import { EmailNoticeUnsubscribeQuery, href, type Locale } from '@anonse/contracts';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { EmailUnsubscribe } from '#web/components/EmailUnsubscribe';
import { unsubscribeEmailNotices } from '../features/messaging/api/email-notice-unsubscribe.server';
import { MESSAGING } from '../features/messaging/i18n';
import dashboard from '#web/features/dashboard/components/Dashboard.module.css';
import own from '#web/features/messaging/components/Messaging.module.css';
import { getT } from '../i18n/i18n';
import { useLocale } from '#web/lib/app-data';
import { unsubscribeAction, unsubscribeLoader, type UnsubscribeRoute } from '#web/lib/email-unsubscribe.server';
import { seoMeta } from '../lib/seo';
import { ISLAND_PAGE } from '#web/islands/page-handle';

/** Server HTML only: the button is a plain form POST that works without JavaScript (docs/architecture.md § Islands). */
export const handle = ISLAND_PAGE;

/** `/wiadomosci/wypisz/?token=…`: the unsubscribe link of a message notice e-mail, with or without a session. */
const MESSAGE_NOTICES: UnsubscribeRoute = {
  route: 'messageNoticeUnsubscribe',
  texts: (locale: Locale) => {
    const t = getT(locale, MESSAGING);
    return {
      title: t('messaging.unsubscribe.title'),
      confirm: t('messaging.unsubscribe.confirm'),
      button: t('messaging.unsubscribe.button'),
      done: t('messaging.unsubscribe.done'),
      invalidTitle: t('messaging.unsubscribe.invalidTitle'),
      manage: t('messaging.unsubscribe.manage'),
    };
  },
  validToken: (token) => EmailNoticeUnsubscribeQuery.safeParse({ token }).success,
  invalidToken: 'messaging:invalidToken',
  unsubscribe: unsubscribeEmailNotices,
};

export const loader = (args: LoaderFunctionArgs) => unsubscribeLoader(args, MESSAGE_NOTICES);
export const action = (args: ActionFunctionArgs) => unsubscribeAction(args, MESSAGE_NOTICES);
export const meta = seoMeta;

export default function MessageNoticeUnsubscribe() {
  const manageHref = href('accountSettings', useLocale());
  return <EmailUnsubscribe manageHref={manageHref} classes={{ section: own.page, button: dashboard.action }} />;
}
