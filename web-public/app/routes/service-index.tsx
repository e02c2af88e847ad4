import { alternates, href, listHref } from '@anonse/contracts/browser';
import { useTranslation } from '#web/i18n/use-translation';
import { Link, data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { getListPage } from '../features/ads/api/get-list-page.server';
import styles from '../features/browse/components/browse.module.css';
import { BROWSE } from '../features/browse/i18n';
import { servicesByGroup } from '../features/browse/lib/service-groups';
import { getT } from '../i18n/i18n';
import { serverApi } from '../lib/api.server';
import { localeOf } from '../lib/locale';
import { loaderHeaders, pageCacheHeaders } from '../lib/page-cache';
import { seoMeta, type PageSeo } from '../lib/seo';
import page from './page.module.css';
import { ISLAND_PAGE } from '#web/islands/page-handle';

/** Read-only: a visitor gets server HTML and islands (docs/architecture.md § Islands). */
export const handle = ISLAND_PAGE;

/**
 * `/uslugi/` and `/en/services/`: every service, grouped by theme, with the number of ads that offer it (the counts
 * of the list call for the whole country, one hit asked for) and a link to its page.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = localeOf(new URL(request.url).pathname);
  const t = getT(locale, BROWSE);
  const { facets, rotatesAt } = await getListPage(serverApi(request, context, locale), { per_page: 1 });
  const groups = servicesByGroup().map(({ group, services }) => ({
    group,
    services: services.map((s) => ({
      slug: s.slug,
      name: s.name[locale],
      count: facets.service[s.slug] ?? 0,
      to: listHref({ family: 'services', service: s }, locale),
    })),
  }));
  const seo: PageSeo = {
    title: t('title.brand', { main: t('title.serviceIndex') }),
    description: t('description.serviceIndex'),
    locale,
    alternates: alternates('serviceIndex'),
  };
  return data(
    { groups, seo, crumbs: [{ label: t('nav.home'), to: href('home', locale) }, { label: t('crumbs.services') }] },
    { headers: pageCacheHeaders(rotatesAt) },
  );
}

export const meta = seoMeta;
export const headers = loaderHeaders;

export default function ServiceIndex() {
  const { groups, crumbs } = useLoaderData<typeof loader>();
  const { t } = useTranslation(BROWSE);
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <h1 className={page.h1} data-testid="list-heading">
        {t('family.services.heading')}
      </h1>
      <p className={page.sub}>{t('serviceIndex.intro')}</p>
      <div className={styles.groups} data-testid="service-groups">
        {groups.map(({ group, services }) => (
          <section key={group} className={styles.group} aria-labelledby={`group-${group}`}>
            <h2 id={`group-${group}`}>{t(`groups.${group}`)}</h2>
            <ul>
              {services.map((s) => (
                <li key={s.slug} className={styles.item}>
                  <Link to={s.to}>{s.name}</Link>
                  <span className={styles.count}>{t('serviceIndex.count', { count: s.count })}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
