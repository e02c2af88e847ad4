import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { raPolish } from './ra-pl';
import { appMessages } from './messages';

const messages = {
  pl: { ...englishMessages, ...raPolish, ...appMessages.pl, ra: { ...englishMessages.ra, ...raPolish.ra } },
  en: { ...englishMessages, ...appMessages.en },
};

/** Polish by default, English by the locale switch in the app bar (react-admin keeps the choice in its store). */
export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'en' ? messages.en : messages.pl),
  'pl',
  [
    { locale: 'pl', name: 'Polski' },
    { locale: 'en', name: 'English' },
  ],
  { allowMissing: true },
);
