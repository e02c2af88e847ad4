import type { Messages } from '../messages/translation';

const pl = {
  notFound: 'Nie znaleziono artykułu.',
  slugTaken: 'Artykuł tego rodzaju o tym adresie już istnieje w tym języku.',
  invalidSlug: 'Adres może zawierać tylko małe litery bez polskich znaków, cyfry i myślniki.',
  storiesPolishOnly: 'Opowiadania publikujemy tylko po polsku.',
  pageKey: 'Strona statyczna musi mieć adres jednej ze stron serwisu (np. terms, privacy).',
  publishAtPast: 'Termin publikacji musi być w przyszłości.',
  deleted: 'Ten artykuł został usunięty.',
  alreadyPublished: 'Artykuł jest już opublikowany.',
  notPublished: 'Artykuł nie jest opublikowany.',
  nothingToChange: 'Nie podano żadnej zmiany.',
};

/** Namespace `content`: articles (blog, guides, stories, news) and the static pages. */
export const CONTENT_MESSAGES: Messages<typeof pl> = {
  pl,
  en: {
    notFound: 'The article was not found.',
    slugTaken: 'An article of this kind with this address already exists in this language.',
    invalidSlug: 'The address may hold only lower-case letters without diacritics, digits and hyphens.',
    storiesPolishOnly: 'Stories are published in Polish only.',
    pageKey: 'A static page must have the address of one of the site’s pages (e.g. terms, privacy).',
    publishAtPast: 'The publication time must be in the future.',
    deleted: 'This article was deleted.',
    alreadyPublished: 'The article is already published.',
    notPublished: 'The article is not published.',
    nothingToChange: 'No change was given.',
  },
};
