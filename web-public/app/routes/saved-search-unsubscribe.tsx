import { alternates, code, translateMessage, UnsubscribeToken } from '@anonse/contracts';
import { data, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { unsubscribe } from '../features/saved-searches/api/unsubscribe.server';
import { UnsubscribeConfirm } from '../features/saved-searches/components/UnsubscribeConfirm';
import { UnsubscribeDoneIsland } from '../features/saved-searches/components/UnsubscribeDone';
import { SAVED_SEARCHES } from '../features/saved-searches/i18n';
import { getT } from '../i18n/i18n';
import { ApiRequestError } from '../lib/api';
import { serverApi } from '../lib/api.server';
import { localeOf } from '../lib/locale';
import { seoMeta, type PageSeo } from '../lib/seo';
import { ISLAND_PAGE } from '#web/islands/page-handle';

/** For a visitor: server HTML and the form as an island (docs/architecture.md § Islands). */
export const handle = ISLAND_PAGE;

/**
 * `/zapisane-wyszukiwania/wypisz/?token=…`: the unsubscribe link of a digest e-mail, with or without a session.
 * Opening it only asks; the button's POST turns that search's e-mail off. Mail scanners and link previews open
 * every link of a message, so a GET that unsubscribed would switch people's e-mails off without them (the
 * RFC 8058 one-click POST of the message's headers stays for mail programs). A forged or mangled token answers
 * 400 with the API's localized reason and changes nothing.
 */
function pageOf(request: Request) {
  const url = new URL(request.url);
  const locale = localeOf(url.pathname);
  const t = getT(locale, SAVED_SEARCHES);
  const seo: PageSeo = {
    title: t('savedSearches.seo.unsubscribeTitle'),
    description: t('savedSearches.unsubscribe.bell'),
    locale,
    alternates: alternates('savedSearchUnsubscribe'),
    index: false,
  };
  const token = url.searchParams.get('token') ?? '';
  return { locale, seo, token, invalidToken: translateMessage(code('savedSearches:invalidToken'), locale) };
}

export function loader({ request }: LoaderFunctionArgs) {
  const { seo, token, invalidToken } = pageOf(request);
  if (!UnsubscribeToken.safeParse(token).success) return data({ seo, token: null, problem: invalidToken }, { status: 400 });
  return { seo, token, problem: null };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { locale, token, invalidToken } = pageOf(request);
  const invalid = (problem: string) => data({ token: null, result: null, problem }, { status: 400 });
  if (!UnsubscribeToken.safeParse(token).success) return invalid(invalidToken);
  try {
    return { token, result: await unsubscribe(serverApi(request, context, locale), token), problem: null };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 400) return invalid(error.fieldErrors.token?.[0] ?? invalidToken);
    // The person's account is gone: nothing of theirs is left to send.
    if (error instanceof ApiRequestError && error.status === 404) return invalid(error.message);
    throw error;
  }
}

export const meta = seoMeta;

export default function SavedSearchUnsubscribe() {
  const page = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>();
  if (done) return <UnsubscribeDoneIsland token={done.token} result={done.result} problem={done.problem} />;
  if (!page.token) return <UnsubscribeDoneIsland token={null} result={null} problem={page.problem} />;
  return <UnsubscribeConfirm token={page.token} />;
}
