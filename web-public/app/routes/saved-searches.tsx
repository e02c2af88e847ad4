import { alternates, MAX_SAVED_SEARCHES } from '@anonse/contracts/browser';
import { useTranslation } from '#web/i18n/use-translation';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import styles from '../features/dashboard/components/Dashboard.module.css';
import { DashboardLayout } from '../features/dashboard/components/DashboardLayout';
import { getSavedSearches } from '../features/saved-searches/api/get-saved-searches.server';
import { SavedSearchesList } from '../features/saved-searches/components/SavedSearchesList';
import { SAVED_SEARCHES } from '../features/saved-searches/i18n';
import { getT } from '../i18n/i18n';
import { serverApi } from '../lib/api.server';
import { requireDashboardUser } from '../lib/guards.server';
import { localeOf } from '../lib/locale';
import { seoMeta, type PageSeo } from '../lib/seo';

/** `/dashboard/zapisane-wyszukiwania/`: the signed-in person's saved searches (guest → /login/, administrator → the console). */
export async function loader(args: LoaderFunctionArgs) {
  await requireDashboardUser(args);
  const locale = localeOf(new URL(args.request.url).pathname);
  const list = await getSavedSearches(serverApi(args.request, args.context, locale));
  const t = getT(locale, SAVED_SEARCHES);
  const seo: PageSeo = {
    title: t('savedSearches.seo.title'),
    description: t('savedSearches.seo.description'),
    locale,
    alternates: alternates('savedSearches'),
    index: false,
  };
  return { items: list.items, limit: list.limit ?? MAX_SAVED_SEARCHES, seo };
}

export const meta = seoMeta;

export default function SavedSearches() {
  const { items, limit } = useLoaderData<typeof loader>();
  const { t } = useTranslation(SAVED_SEARCHES);
  return (
    <DashboardLayout active="savedSearches">
      <section className={styles.section} data-testid="saved-searches">
        <div className={styles.sectionHead}>
          <div>
            <h1>{t('savedSearches.title')}</h1>
            <p className={styles.rowMeta}>{t('savedSearches.intro')}</p>
            <p className={styles.rowMeta}>{t('savedSearches.count', { count: items.length, limit })}</p>
          </div>
        </div>
        <SavedSearchesList items={items} />
      </section>
    </DashboardLayout>
  );
}
