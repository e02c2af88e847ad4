import { alternates, code, ForumDigestUnsubscribeQuery, href, translateMessage } from '@anonse/contracts';
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
import { unsubscribeForumDigest } from '../features/forum-follows/api/forum-follows.server';
import { FORUM_FOLLOWS } from '../features/forum-follows/i18n';
import dashboard from '#web/features/dashboard/components/Dashboard.module.css';
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
 * `/forum/wypisz/?token=…`: the unsubscribe link of a forum digest e-mail, with or without a session. Opening it only
 * asks (mail scanners open every link of a message); the button's POST turns the e-mail off. A forged or mangled token
 * answers 400 with the API's localized reason and changes nothing.
 */
function pageOf(request: Request) {
  const url = new URL(request.url);
  const locale = localeOf(url.pathname);
  const t = getT(locale, FORUM_FOLLOWS);
  const seo: PageSeo = {
    title: t('forumFollows.unsubscribe.title'),
    description: t('forumFollows.unsubscribe.confirm'),
    locale,
    alternates: alternates('forumDigestUnsubscribe'),
    index: false,
  };
  const token = url.searchParams.get('token') ?? '';
  const valid = ForumDigestUnsubscribeQuery.safeParse({ token }).success;
  return { locale, seo, token, valid, invalidToken: translateMessage(code('forumFollows:invalidToken'), locale) };
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
    await unsubscribeForumDigest(serverApi(request, context, locale), token);
    return { done: true, problem: null };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 400) return invalid(error.fieldErrors.token?.[0] ?? invalidToken);
    throw error;
  }
}

export const meta = seoMeta;

export default function ForumDigestUnsubscribe() {
  const page = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const { t } = useTranslation(FORUM_FOLLOWS);
  const locale = useLocale();
  const busy = useNavigation().state === 'submitting';
  const manage = (
    <p>
      <Link to={href('forumFollows', locale)}>{t('forumFollows.unsubscribe.manage')}</Link>
    </p>
  );
  const problem = outcome?.problem ?? page.problem;
  if (problem || !page.token)
    return (
      <section className={dashboard.section} data-testid="unsubscribe-invalid">
        <h1>{t('forumFollows.unsubscribe.invalidTitle')}</h1>
        <p role="alert">{problem}</p>
        {manage}
      </section>
    );
  if (outcome?.done)
    return (
      <section className={dashboard.section} data-testid="unsubscribe-done">
        <h1>{t('forumFollows.unsubscribe.title')}</h1>
        <p role="status">{t('forumFollows.unsubscribe.done')}</p>
        {manage}
      </section>
    );
  return (
    <section className={dashboard.section} data-testid="unsubscribe-confirm">
      <h1>{t('forumFollows.unsubscribe.title')}</h1>
      <p>{t('forumFollows.unsubscribe.confirm')}</p>
      <Form method="post" action={`?${new URLSearchParams({ token: page.token })}`}>
        <button type="submit" className={dashboard.action} disabled={busy} data-testid="unsubscribe-button">
          {t('forumFollows.unsubscribe.button')}
        </button>
      </Form>
      {manage}
    </section>
  );
}
