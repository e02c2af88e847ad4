import { alternates, code, translateMessage, UnsubscribeToken } from '@anonse/contracts';
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { unsubscribe } from '../features/saved-searches/api/unsubscribe.server';
import { UnsubscribeDone } from '../features/saved-searches/components/UnsubscribeDone';
import { SAVED_SEARCHES } from '../features/saved-searches/i18n';
import { getT } from '../i18n/i18n';
import { ApiRequestError } from '../lib/api';
import { serverApi } from '../lib/api.server';
import { localeOf } from '../lib/locale';
import { seoMeta, type PageSeo } from '../lib/seo';

/**
 * `/zapisane-wyszukiwania/wypisz/?token=…`: the unsubscribe link of a digest e-mail, with or without a session. Opening
 * it turns that search's e-mail off (one click from the e-mail, as promised there); a forged or mangled token answers
 * 400 with the API's localized reason and changes nothing.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeOf(url.pathname);
  const t = getT(locale, SAVED_SEARCHES);
  const seo: PageSeo = { title: t('savedSearches.seo.unsubscribeTitle'), description: t('savedSearches.unsubscribe.bell'), locale, alternates: alternates('savedSearchUnsubscribe'), index: false };
  const token = url.searchParams.get('token') ?? '';
  const invalid = (problem: string) => data({ seo, token: null, result: null, problem }, { status: 400 });
  const invalidToken = translateMessage(code('savedSearches:invalidToken'), locale);
  if (!UnsubscribeToken.safeParse(token).success) return invalid(invalidToken);
  try {
    return { seo, token, result: await unsubscribe(serverApi(request, context, locale), token), problem: null };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 400) return invalid(error.fieldErrors.token?.[0] ?? invalidToken);
    // The person's account is gone: nothing of theirs is left to send.
    if (error instanceof ApiRequestError && error.status === 404) return invalid(error.message);
    throw error;
  }
}

export const meta = seoMeta;

export default function SavedSearchUnsubscribe() {
  const { token, result, problem } = useLoaderData<typeof loader>();
  return <UnsubscribeDone token={token} result={result} problem={problem} />;
}
