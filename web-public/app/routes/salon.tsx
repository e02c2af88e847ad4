import { alternates, WEEKDAYS, type SalonPublic } from '@anonse/contracts/browser';
import { data, isRouteErrorResponse, useLoaderData, useRouteError, type LoaderFunctionArgs } from 'react-router';
import { ErrorView } from '../components/ErrorPage';
import { JsonLd } from '../components/JsonLd';
import { getSalonPage } from '../features/salons/api/get-salons.server';
import { SalonNotFound } from '../features/salons/components/SalonNotFound';
import { SalonView } from '../features/salons/components/SalonView';
import { SALONS } from '../features/salons/i18n';
import { getT } from '../i18n/i18n';
import { serverApi } from '../lib/api.server';
import { useRootData } from '../lib/app-data';
import { localeOf } from '../lib/locale';
import { seoMeta, type PageSeo } from '../lib/seo';
import { ISLAND_PAGE } from '#web/islands/page-handle';

/** Read-only: a visitor gets server HTML and islands (docs/architecture.md § Islands). */
export const handle = ISLAND_PAGE;

const SCHEMA_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** schema.org HealthAndBeautyBusiness of a public salon (the street only when the owner shows it). */
function salonJsonLd(salon: SalonPublic, url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'HealthAndBeautyBusiness',
    name: salon.name,
    url,
    telephone: salon.phone,
    description: salon.description.slice(0, 300),
    address: {
      '@type': 'PostalAddress',
      addressLocality: salon.cityName,
      addressCountry: 'PL',
      ...(salon.street ? { streetAddress: salon.street } : {}),
    },
    ...(salon.photos[0]?.sources[0] ? { image: new URL(salon.photos[0].sources[0].url, url).toString() } : {}),
    openingHoursSpecification: WEEKDAYS.flatMap((_, i) => {
      const d = salon.hours[i];
      return d && !d.closed ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek: SCHEMA_DAYS[i], opens: d.open, closes: d.close }] : [];
    }),
  };
}

/**
 * `/salon-masazu/{slug}/` and `/en/erotic-massage-parlor/{slug}/` (docs/product.md § 6 salon access): an approved salon for
 * everyone; an unapproved one for its owner and staff only, with a banner; anyone else gets docs/product.md § 8's 404.
 */
export async function loader(args: LoaderFunctionArgs) {
  const locale = localeOf(new URL(args.request.url).pathname);
  const slug = args.params.slug ?? '';
  const salon = await getSalonPage(serverApi(args.request, args.context, locale), slug);
  if (!salon) throw data(null, { status: 404 });
  const t = getT(locale, SALONS);
  const seo: PageSeo = {
    title: `${salon.name} — ${salon.cityName}`,
    description: t('salons.seo.salonDescription', { name: salon.name, city: salon.cityName }),
    locale,
    alternates: alternates('salon', { pl: { slug: salon.slug }, en: { slug: salon.slug } }),
    index: salon.approved,
  };
  return { salon, seo };
}

export const meta = seoMeta;

export default function SalonPage() {
  const { salon, seo } = useLoaderData<typeof loader>();
  const root = useRootData();
  const url = new URL(seo.alternates[seo.locale] ?? seo.alternates.pl ?? '/', root?.origin || 'http://localhost').toString();
  return (
    <>
      {salon.approved && <JsonLd data={salonJsonLd(salon, url)} />}
      <SalonView salon={salon} mine={!!root?.user && root.user.id === salon.user_id} />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <SalonNotFound />;
  return <ErrorView status={isRouteErrorResponse(error) ? error.status : 500} />;
}
