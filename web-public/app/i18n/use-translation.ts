import type { i18n as I18n, Namespace, TFunction } from 'i18next';
import { useContext, useMemo } from 'react';
import { I18nContext } from 'react-i18next';
import { COMMON, getI18n } from './i18n';

/**
 * The texts of a namespace (default `common`) in the page's language: the translator the root (or an island) provides
 * with react-i18next's `I18nextProvider`. react-i18next's own hook would bring i18next into every page for a key
 * selector this app does not use.
 */
export function useTranslation<NS extends Namespace = typeof COMMON>(ns?: NS): { t: TFunction<NS>; i18n: I18n } {
  const context = useContext(I18nContext) as { i18n?: I18n } | undefined;
  const i18n = context?.i18n ?? getI18n('pl');
  return useMemo(() => ({ t: i18n.getFixedT(i18n.language, (ns ?? COMMON) as NS), i18n }), [i18n, ns]);
}
