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
];

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
