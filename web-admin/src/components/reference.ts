import { useLocaleState } from 'react-admin';
import type { Localized } from '@contracts/i18n';
import { SEARCH_CATEGORIES } from '@contracts/reference/categories';
import { LANGUAGES } from '@contracts/reference/languages';
import { serviceBySlug } from '@contracts/reference/services';

/** Reference data from `contracts` (zod-free modules only), localized for the console. */
export const useLocalize = () => {
  const [locale] = useLocaleState();
  return (text: Localized | undefined, fallback = ''): string => (text ? (locale === 'en' ? text.en : text.pl) : fallback);
};

export const AD_STATUS_CHOICES = [
  { id: 'pending', name: 'anonse.status.pending' },
  { id: 'approved', name: 'anonse.status.approved' },
  { id: 'rejected', name: 'anonse.status.rejected' },
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
