import { useLocaleState } from 'react-admin';
import { LANGUAGES, SEARCH_CATEGORIES, serviceBySlug, type Localized } from '@anonse/contracts';

/** Reference data from `contracts` (zod-free modules only: the build drops the rest of the barrel), localized for the console. */
export const useLocalize = () => {
  const [locale] = useLocaleState();
  return (text: Localized | undefined, fallback = ''): string => (text ? (locale === 'en' ? text.en : text.pl) : fallback);
};

export const AD_STATUS_CHOICES = [
  { id: 'pending', name: 'resources.ads.status.pending' },
  { id: 'approved', name: 'resources.ads.status.approved' },
  { id: 'rejected', name: 'resources.ads.status.rejected' },
  { id: 'deactivated', name: 'resources.ads.status.deactivated' },
  { id: 'expired', name: 'resources.ads.status.expired' },
];

/** Verified / promoted: the select holds 'true' / 'false', the API filter JSON booleans (contracts AdminAdFilter). */
export const YES_NO_CHOICES = [
  { id: 'true', name: 'resources.ads.filters.yes' },
  { id: 'false', name: 'resources.ads.filters.no' },
];
export const parseYesNo = (v: unknown): boolean | undefined =>
  v === 'true' || v === true ? true : v === 'false' || v === false ? false : undefined;
export const formatYesNo = (v: unknown): string => (v === true ? 'true' : v === false ? 'false' : '');

/** Codes of the rejection templates (texts: resources.ads.templates.*). */
export const REJECT_TEMPLATES = ['rules', 'photos', 'contact', 'category', 'duplicate', 'description'] as const;

export const useCategoryChoices = () => {
  const localize = useLocalize();
  return SEARCH_CATEGORIES.map((c) => ({ id: c.slug, name: localize(c.name) }));
};

export const useCategoryName = () => {
  const localize = useLocalize();
  return (slug: string | undefined) => localize(SEARCH_CATEGORIES.find((c) => c.slug === slug)?.name, slug ?? '');
};

export const useServiceName = () => {
  const localize = useLocalize();
  return (slug: string) => localize(serviceBySlug(slug)?.name, slug);
};

export const useLanguageName = () => {
  const localize = useLocalize();
  return (code: string) => localize(LANGUAGES.find((l) => l.code === code)?.name, code);
};
