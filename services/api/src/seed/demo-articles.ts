import type { FirstArticle } from '../contexts/content';

const demo = (kind: FirstArticle['kind'], slug: string, title: string, lead: string, body: string[], category: string, tags: string[], language: FirstArticle['language'] = 'pl'): FirstArticle => ({
  key: `demo|${kind}|${slug}|${language}`,
  kind,
  language,
  fields: { slug, title, lead, body: body.join('\n\n'), coverPhotoId: null, category, tags, seoDescription: lead.slice(0, 160) },
});

/** One short, fictional, non-explicit article of each listed kind in each of its languages, so a newcomer's lists are not empty. */
export const DEMO_ARTICLES: readonly FirstArticle[] = [
  demo(
    'blog',
    'demo-jak-napisac-dobre-ogloszenie',
    'Jak napisać dobre ogłoszenie (demo)',
    'Przykładowy wpis bloga: kilka wskazówek, dzięki którym ogłoszenie jest czytelne i uczciwe.',
    ['To jest artykuł demonstracyjny.', '## Trzy zasady', '- Pisz konkretnie: co, gdzie, kiedy.\n- Podaj aktualny cennik.\n- Dodaj prawdziwe, aktualne zdjęcia.'],
    'porady',
    ['ogłoszenia', 'demo'],
  ),
  demo(
    'guide',
    'demo-bezpieczne-spotkanie',
    'Bezpieczne spotkanie krok po kroku (demo)',
    'Przykładowy poradnik: jak przygotować się do spotkania i zadbać o bezpieczeństwo obu stron.',
    ['To jest poradnik demonstracyjny.', '## Przed spotkaniem', 'Ustal szczegóły z wyprzedzeniem i poinformuj zaufaną osobę, gdzie będziesz.', '## Po spotkaniu', 'Jeśli coś było nie tak, zgłoś ogłoszenie.'],
    'bezpieczeństwo',
    ['poradnik', 'demo'],
  ),
  demo(
    'story',
    'demo-wieczor-w-krakowie',
    'Wieczór w Krakowie (demo)',
    'Przykładowe, zmyślone opowiadanie o spotkaniu dwojga dorosłych ludzi w kawiarni na Kazimierzu.',
    ['To jest opowiadanie demonstracyjne i zmyślone.', 'Była jesień, padał drobny deszcz. Spotkali się w małej kawiarni i rozmawiali do zamknięcia — o podróżach, książkach i o tym, jak łatwo zgubić się w starych uliczkach.', 'Na pożegnanie umówili się na kolejny wieczór.'],
    'romantyczne',
    ['kraków', 'demo'],
  ),
  demo(
    'news',
    'demo-nowa-wersja-serwisu',
    'Nowa wersja serwisu (demo)',
    'Przykładowa aktualność: serwis ma nowy wygląd i działa szybciej na telefonach.',
    ['To jest aktualność demonstracyjna.', 'Odświeżyliśmy wygląd list ogłoszeń i przyspieszyliśmy ładowanie stron.'],
    'serwis',
    ['nowości', 'demo'],
  ),
  demo(
    'blog',
    'demo-how-to-write-a-good-ad',
    'How to write a good ad (demo)',
    'A sample blog post: a few tips that make an ad clear and honest.',
    ['This is a demo article.', '## Three rules', '- Be specific: what, where, when.\n- Keep your price list current.\n- Add real, recent photos.'],
    'tips',
    ['ads', 'demo'],
    'en',
  ),
  demo(
    'guide',
    'demo-a-safe-meeting',
    'A safe meeting, step by step (demo)',
    'A sample guide: how to prepare for a meeting and keep both sides safe.',
    ['This is a demo guide.', '## Before the meeting', 'Agree on the details in advance and tell someone you trust where you will be.', '## Afterwards', 'If something was wrong, report the ad.'],
    'safety',
    ['guide', 'demo'],
    'en',
  ),
  demo(
    'news',
    'demo-a-new-version-of-the-site',
    'A new version of the site (demo)',
    'A sample news item: the site has a new look and loads faster on phones.',
    ['This is a demo news item.', 'We refreshed the look of the ad lists and made the pages load faster.'],
    'site',
    ['news', 'demo'],
    'en',
  ),
];
