import { href, slugify, type Locale } from '@anonse/contracts/browser';

/**
 * Spec: ad detail URLs are `href('adDetail', locale, { id, slug: slugify(title) })`. A module of its own: the
 * place names beside it need the town list, a link to an ad does not.
 */
export const adHref = (ad: { id: string; title: string }, locale: Locale) =>
  href('adDetail', locale, { id: ad.id, slug: slugify(ad.title) || undefined });
