import { alternates, cityByKeyOf, citiesBySlug, href, slugify } from '@anonse/contracts';
import { useTranslation } from '#web/i18n/use-translation';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { getSalonCities, getSalonList } from '../features/salons/api/get-salons.server';
import { SalonListView } from '../features/salons/components/SalonListView';
import { SALONS } from '../features/salons/i18n';
import { getT } from '../i18n/i18n';
import { serverApi } from '../lib/api.server';
import { localeOf } from '../lib/locale';
import { seoMeta, type PageSeo } from '../lib/seo';
import { ISLAND_PAGE } from '#web/islands/page-handle';

/** Read-only: a visitor gets server HTML and islands (docs/architecture.md § Islands). */
export const handle = ISLAND_PAGE;

/**
 * `/salony-masazu/` and `/salony-masazu/{city}/` (English `/en/erotic-massage-parlors/…`): approved salons, newest
 * first. A town's key lists its salons; any other text (the header search on these pages sends it here) searches
 * salon names and towns.
 */
export async function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const locale = localeOf(url.pathname);
  const t = getT(locale, SALONS);
  const page = Math.min(Math.max(Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1, 1), 10_000);
  const param = args.params.city;
  const city = param ? (cityByKeyOf(param) ?? citiesBySlug(slugify(param))[0]) : undefined;
  const text = param && !city ? param.slice(0, 100) : undefined;
  const api = serverApi(args.request, args.context, locale);
  const [list, cities] = await Promise.all([getSalonList(api, { city: city?.key, q: text, page }), getSalonCities(api).catch(() => [])]);
  const pathname = param ? href('salonsByCity', locale, { city: city?.key ?? param }) : href('salons', locale);
  const paths = param
    ? alternates('salonsByCity', { pl: { city: city?.key ?? param }, en: { city: city?.key ?? param } })
    : alternates('salons');
  const withPage = (p: string | null) => (p && page > 1 ? `${p}?page=${page}` : p);
  const seo: PageSeo = {
    title: city ? t('salons.seo.cityTitle', { city: city.name }) : text ? t('salons.searchTitle', { text }) : t('salons.seo.listTitle'),
    description: city ? t('salons.seo.cityDescription', { city: city.name }) : t('salons.seo.listDescription'),
    locale,
    alternates: { pl: withPage(paths.pl), en: withPage(paths.en) },
    // A free-text result and an empty page are no page to find in a search engine.
    index: !text && list.total > 0,
  };
  const view = city
    ? {
        title: t('salons.cityTitle', { city: city.name }),
        intro: t('salons.cityIntro', { city: city.name }),
        emptyText: t('salons.emptyCity'),
      }
    : text
      ? { title: t('salons.searchTitle', { text }), intro: t('salons.searchIntro', { text }), emptyText: t('salons.emptySearch', { text }) }
      : { title: t('salons.listTitle'), intro: t('salons.listIntro'), emptyText: t('salons.empty') };
  return { ...list, ...view, pathname, cities, showAllLink: !!param, seo };
}

export const meta = seoMeta;

export default function SalonsPage() {
  const data = useLoaderData<typeof loader>();
  useTranslation(SALONS);
  return <SalonListView {...data} />;
}
