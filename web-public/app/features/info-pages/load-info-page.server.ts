import { alternates, PublicArticleDto, type Locale } from '@anonse/contracts';
import { data, type LoaderFunctionArgs } from 'react-router';
import { getT } from '#web/i18n/i18n';
import { ApiRequestError, readJson } from '#web/lib/api';
import { serverApi } from '#web/lib/api.server';
import type { PageSeo } from '#web/lib/seo';
import { INFO } from './i18n';
import type { InfoPageId } from './lib/info-pages';

export interface InfoPageData {
  id: InfoPageId;
  page: PublicArticleDto;
  seo: PageSeo;
}

/**
 * The text of a static page from the content read model (GET /api/content/articles/page/{language}/{id}) and its
 * <head>: what every information page's loader returns, the contact page's included. A page that is not published
 * (an editor took it down) is a 404 like any unknown page.
 */
export async function loadInfoPage(
  args: Pick<LoaderFunctionArgs, 'request' | 'context'>,
  id: InfoPageId,
  locale: Locale,
): Promise<InfoPageData> {
  const api = serverApi(args.request, args.context, locale);
  let page: PublicArticleDto;
  try {
    page = PublicArticleDto.parse(await readJson<unknown>(await api(`/api/content/articles/page/${locale}/${id}`)));
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
  const seo: PageSeo = {
    title: getT(locale, INFO)('info.title', { title: page.title }),
    description: page.seoDescription,
    locale,
    alternates: alternates(id),
    index: page.status === 'published',
  };
  return { id, page, seo };
}
