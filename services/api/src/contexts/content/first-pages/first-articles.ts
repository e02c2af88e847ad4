import type { ArticleFields, ArticleKind, Locale, StaticPageKey } from '@anonse/contracts';
import { sectionsMarkdown, type InfoPageContent } from './page-texts';
import { about } from './texts/about';
import { adTypes } from './texts/ad-types';
import { advertising } from './texts/advertising';
import { contact } from './texts/contact';
import { pricing } from './texts/pricing';
import { privacy } from './texts/privacy';
import { promoInfo } from './texts/promo-info';
import { security } from './texts/security';
import { terms } from './texts/terms';

export interface FirstArticle {
  /** Names the article for good: its id and command ids derive from it, so a second start appends nothing. */
  key: string;
  kind: ArticleKind;
  language: Locale;
  fields: ArticleFields;
}

const PAGES: Record<StaticPageKey, Record<Locale, InfoPageContent>> = {
  about,
  terms,
  privacy,
  security,
  adTypes,
  promoInfo,
  pricing,
  advertising,
  contact,
};

const pageArticle = (key: StaticPageKey, language: Locale): FirstArticle => {
  const c = PAGES[key][language];
  return {
    key: `page|${key}|${language}`,
    kind: 'page',
    language,
    fields: {
      slug: key,
      title: c.title,
      lead: c.lead,
      body: sectionsMarkdown(c.sections),
      coverPhotoId: null,
      category: null,
      tags: [],
      seoDescription: c.description,
    },
  };
};

/** The footer links to it ("blog article on escorts"), so it exists from the first start, demo data or not. */
const ESCORT_ARTICLE: FirstArticle = {
  key: 'blog|kim-jest-escort|pl',
  kind: 'blog',
  language: 'pl',
  fields: {
    slug: 'kim-jest-escort',
    title: 'Kim jest escort? Krótki przewodnik po pojęciu',
    lead: 'Słowo „escort” pojawia się w wielu ogłoszeniach towarzyskich. Wyjaśniamy, co zwykle oznacza, czym różni się od innych kategorii i na co zwrócić uwagę, przeglądając ogłoszenia.',
    body: [
      '## Skąd to słowo',
      'Angielskie „escort” oznacza dosłownie osobę towarzyszącą. W ogłoszeniach towarzyskich tak określa się osoby dorosłe, które oferują swoje towarzystwo — na spotkanie, kolację, wyjście czy wspólnie spędzony czas — na warunkach opisanych w ogłoszeniu.',
      '## Czym różni się od innych kategorii',
      'W serwisie anonse ogłoszenia są podzielone na kategorie: panie, panowie, pary, osoby transpłciowe, masaże erotyczne oraz pokazy i sex telefon. Określenie „escort” dotyczy przede wszystkim spotkań towarzyskich, a nie na przykład masażu w salonie. Szczegóły zawsze opisuje samo ogłoszenie.',
      '## Na co zwrócić uwagę',
      '- Czytaj opis, cennik i godziny pracy — ogłoszeniodawca sam ustala warunki spotkania.\n- Zwracaj uwagę na oznaczenie weryfikacji: zweryfikowany anons przeszedł sprawdzenie zdjęć.\n- Szanuj granice drugiej osoby i jej prywatność; nie udostępniaj jej danych ani zdjęć.\n- Jeśli coś budzi Twój niepokój, zgłoś ogłoszenie — zajmiemy się nim.',
      '## Bezpieczeństwo przede wszystkim',
      'Serwis jest wyłącznie dla osób pełnoletnich, a wszystkie osoby w ogłoszeniach muszą być dorosłe i działać z własnej woli. Więcej o tym, jak bezpiecznie korzystać z ogłoszeń, przeczytasz na stronie [Bezpieczeństwo](/bezpieczenstwo/).',
    ].join('\n\n'),
    coverPhotoId: null,
    category: 'poradnik',
    tags: ['escort', 'pojęcia'],
    seoDescription:
      'Kim jest escort? Wyjaśniamy, co oznacza to określenie w ogłoszeniach towarzyskich i na co zwrócić uwagę, przeglądając anonse.',
  },
};

/** Every static page in both languages, then the escort article: what a new store starts with. */
export const FIRST_ARTICLES: readonly FirstArticle[] = [
  ...(Object.keys(PAGES) as StaticPageKey[]).flatMap((key) => [pageArticle(key, 'pl'), pageArticle(key, 'en')]),
  ESCORT_ARTICLE,
];
