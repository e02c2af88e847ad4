import { href, listHref, type ListPath, type Locale, type Service } from '@anonse/contracts/browser';
import { cityByKeyOf, provinceBySlugOrId } from '@anonse/contracts/places';
import type { Crumb } from '#web/lib/json-ld';
import { getT } from '#web/i18n/i18n';
import { BROWSE } from '../i18n';
import { serviceGroupOf } from './service-groups';

/**
 * Headings, titles, descriptions, intros and breadcrumbs of list pages. Every indexable list page gets a title and
 * a description no other page has (the family, its category or service and its place are all in them), and page
 * numbers from page 2 on; `list-seo.unit.spec.ts` walks the families, categories, services and places to hold it.
 */

/** "Kraków", "Warszawa, Mokotów", "Mazowieckie". */
export function placeLabel(path: ListPath): string | undefined {
  if (path.city) return path.district ? `${path.city.name}, ${path.district.name}` : path.city.name;
  return path.province?.name;
}

/** A service's page heading: its info title when it has one (docs/product.md § 3 info popup), else its name. */
export const serviceHeading = (service: Service, locale: Locale): string => service.info?.title[locale] ?? service.name[locale];

/** The text at the top of a service page: its info description, or its group's sentence about it. */
export function serviceText(service: Service, locale: Locale): string {
  if (service.info) return service.info.description[locale];
  const group = serviceGroupOf(service.slug) ?? 'intimacy';
  return getT(locale, BROWSE)(`groupText.${group}`, { name: service.name[locale] });
}

/** What the page lists, before its place: the family, or its category or service. */
function what(path: ListPath, locale: Locale): string {
  if (path.service) return serviceHeading(path.service, locale);
  if (path.category) return path.category.name[locale];
  return getT(locale, BROWSE)(`family.${path.family}.heading`);
}

export function listHeading(path: ListPath, locale: Locale): string {
  const place = placeLabel(path);
  return place ? `${what(path, locale)} — ${place}` : what(path, locale);
}

const pageSuffix = (locale: Locale, page: number) => (page > 1 ? getT(locale, BROWSE)('title.page', { page }) : '');

export function listTitle(path: ListPath, locale: Locale, page = 1): string {
  const t = getT(locale, BROWSE);
  const place = placeLabel(path);
  let main: string;
  if (path.family === 'services')
    main = place ? t('title.servicePlace', { what: what(path, locale), place }) : t('title.service', { what: what(path, locale) });
  else if (path.category)
    main = place ? t('title.categoryPlace', { what: what(path, locale), place }) : t('title.category', { what: what(path, locale) });
  else main = place ? t(`title.${path.family}Place`, { place }) : t(`title.${path.family}`);
  return t('title.brand', { main: main + pageSuffix(locale, page) });
}

export function listDescription(path: ListPath, locale: Locale, count: number, page = 1): string {
  const t = getT(locale, BROWSE);
  const hint = path.service?.info ? path.service.info.description[locale] : t(`family.${path.family}.hint`);
  const text = t('description.list', { heading: listHeading(path, locale), count, hint });
  return page > 1 ? text + t('description.page', { page }) : text;
}

/** The paragraph under the heading: a family's own text on its first page without a place, a service's description. */
export function listIntro(path: ListPath, locale: Locale): string | null {
  if (path.service) return serviceText(path.service, locale);
  if (path.category || path.province || path.city || path.family === 'services') return null;
  return getT(locale, BROWSE)(`family.${path.family}.intro`);
}

/**
 * The trail from home to the page: the family's first page (the services index for a service), the category or
 * service, the province of a town, the town of a district, and the page itself last, unlinked.
 */
export function listCrumbs(path: ListPath, locale: Locale): Crumb[] {
  const t = getT(locale, BROWSE);
  const crumbs: Crumb[] = [{ label: t('nav.home'), to: href('home', locale) }];
  const steps: { label: string; path: ListPath }[] = [];
  const base: ListPath = {
    family: path.family,
    ...(path.category ? { category: path.category } : {}),
    ...(path.service ? { service: path.service } : {}),
  };
  if (path.service) {
    crumbs.push({ label: t('crumbs.services'), to: href('serviceIndex', locale) });
    steps.push({ label: path.service.name[locale], path: base });
  } else {
    steps.push({ label: t(`family.${path.family}.heading`), path: { family: path.family } });
    if (path.category) steps.push({ label: path.category.name[locale], path: base });
  }
  const cityProvince = path.city ? provinceBySlugOrId(path.city.provinceSlug) : undefined;
  if (path.province) steps.push({ label: path.province.name, path: { ...base, province: path.province } });
  if (cityProvince) steps.push({ label: cityProvince.name, path: { ...base, province: cityProvince } });
  if (path.city) steps.push({ label: path.city.name, path: { ...base, city: path.city } });
  if (path.city && path.district) steps.push({ label: path.district.name, path: { ...base, city: path.city, district: path.district } });
  steps.forEach((step, i) =>
    crumbs.push(i === steps.length - 1 ? { label: step.label } : { label: step.label, to: listHref(step.path, locale) }),
  );
  return crumbs;
}

/** A typed-text search page (`/anonse/{text}/`): never indexed, so only its own words make it unique. */
export function textSeo(text: string, locale: Locale, page = 1) {
  const t = getT(locale, BROWSE);
  return {
    heading: t('text.heading', { text }),
    title: t('title.brand', { main: t('title.text', { text }) + pageSuffix(locale, page) }),
    description: t('description.text', { text }) + (page > 1 ? t('description.page', { page }) : ''),
    crumbs: [
      { label: t('nav.home'), to: href('home', locale) },
      { label: t('family.adList.heading'), to: href('adList', locale) },
      { label: locale === 'pl' ? `„${text}”` : `“${text}”` },
    ] satisfies Crumb[],
  };
}

/** An ad page's trail: home, the main list, the ad's province and town, and the ad itself. */
export function adCrumbs(ad: { title: string; province: string; city: string }, locale: Locale): Crumb[] {
  const t = getT(locale, BROWSE);
  const province = provinceBySlugOrId(ad.province);
  const city = cityByKeyOf(ad.city);
  return [
    { label: t('nav.home'), to: href('home', locale) },
    { label: t('family.adList.heading'), to: href('adList', locale) },
    ...(province ? [{ label: province.name, to: listHref({ family: 'adList', province }, locale) }] : []),
    ...(city ? [{ label: city.name, to: listHref({ family: 'adList', city }, locale) }] : []),
    { label: ad.title },
  ];
}
