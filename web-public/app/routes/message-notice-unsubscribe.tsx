import { alternates, code, EmailNoticeUnsubscribeQuery, href, translateMessage } from '@anonse/contracts';
import {
  data,
  Form,
  Link,
  useActionData,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { unsubscribeEmailNotices } from '../features/messaging/api/email-notice-unsubscribe.server';
import { MESSAGING } from '../features/messaging/i18n';
import dashboard from '#web/features/dashboard/components/Dashboard.module.css';
import own from '#web/features/messaging/components/Messaging.module.css';
import { getT } from '../i18n/i18n';
import { useTranslation } from '#web/i18n/use-translation';
import { ApiRequestError } from '../lib/api';
import { serverApi } from '../lib/api.server';
import { useLocale } from '#web/lib/app-data';
import { localeOf } from '../lib/locale';
import { seoMeta, type PageSeo } from '../lib/seo';
import { ISLAND_PAGE } from '#web/islands/page-handle';

/** Server HTML only: the button is a plain form POST that works without JavaScript (docs/architecture.md § Islands). */
export const handle = ISLAND_PAGE;

/**
 * `/wiadomosci/wypisz/?token=…`: the unsubscribe link of a message notice e-mail, with or without a session. Opening
 * it only asks (mail scanners open every link of a message); the button's POST turns the notices off. A forged or
 * mangled token answers 400 with the API's localized reason and changes nothing.
 */
function pageOf(request: Request) {
  const url = new URL(request.url);
  const locale = localeOf(url.pathname);
  const t = getT(locale, MESSAGING);
  const seo: PageSeo = {
    title: t('messaging.unsubscribe.title'),
    description: t('messaging.unsubscribe.confirm'),
    locale,
    alternates: alternates('messageNoticeUnsubscribe'),
    index: false,
  };
  const token = url.searchParams.get('token') ?? '';
  const valid = EmailNoticeUnsubscribeQuery.safeParse({ token }).success;
  return { locale, seo, token, valid, invalidToken: translateMessage(code('messaging:invalidToken'), locale) };
}

export function loader({ request }: LoaderFunctionArgs) {
  const { seo, token, valid, invalidToken } = pageOf(request);
  if (!valid) return data({ seo, token: null, problem: invalidToken }, { status: 400 });
  return { seo, token, problem: null };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { locale, token, valid, invalidToken } = pageOf(request);
  const invalid = (problem: string) => data({ done: false, problem }, { status: 400 });
  if (!valid) return invalid(invalidToken);
  try {
    await unsubscribeEmailNotices(serverApi(request, context, locale), token);
    return { done: true, problem: null };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 400) return invalid(error.fieldErrors.token?.[0] ?? invalidToken);
    throw error;
  }
}

export const meta = seoMeta;

export default function MessageNoticeUnsubscribe() {
  const page = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const { t } = useTranslation(MESSAGING);
  const locale = useLocale();
  const busy = useNavigation().state === 'submitting';
  const manage = (
    <p>
      <Link to={href('accountSettings', locale)}>{t('messaging.unsubscribe.manage')}</Link>
    </p>
  );
  const problem = outcome?.problem ?? page.problem;
  if (problem || !page.token)
    return (
      <section className={own.page} data-testid="unsubscribe-invalid">
        <h1>{t('messaging.unsubscribe.invalidTitle')}</h1>
        <p role="alert">{problem}</p>
        {manage}
      </section>
    );
  if (outcome?.done)
    return (
      <section className={own.page} data-testid="unsubscribe-done">
        <h1>{t('messaging.unsubscribe.title')}</h1>
        <p role="status">{t('messaging.unsubscribe.done')}</p>
        {manage}
      </section>
    );
  return (
    <section className={own.page} data-testid="unsubscribe-confirm">
      <h1>{t('messaging.unsubscribe.title')}</h1>
      <p>{t('messaging.unsubscribe.confirm')}</p>
      <Form method="post" action={`?${new URLSearchParams({ token: page.token })}`}>
        <button type="submit" className={dashboard.action} disabled={busy} data-testid="unsubscribe-button">
          {t('messaging.unsubscribe.button')}
        </button>
      </Form>
      {manage}
    </section>
  );
}
