import type { Localized } from '../i18n';

/**
 * The fixed list of services an ad may offer (docs/product.md § 3: about 85–90 names, neutral wording).
 * `slug` is stable and is what ads, filters and URLs store; `info` feeds the info popup.
 * Never rename or remove a slug: stored ads refer to it. `gfe`, `sex-telefon` and `pokazy-online`
 * are also used by the ad-list categories.
 */
export interface Service {
  slug: string;
  name: Localized;
  info?: { title: Localized; description: Localized };
}

const s = (slug: string, pl: string, en: string, popup?: Service['info']): Service =>
  popup ? { slug, name: { pl, en }, info: popup } : { slug, name: { pl, en } };

const info = (titlePl: string, titleEn: string, descPl: string, descEn: string): Service['info'] => ({
  title: { pl: titlePl, en: titleEn },
  description: { pl: descPl, en: descEn },
});

export const SERVICES: readonly Service[] = [
  // Companionship
  s(
    'gfe',
    'Klimat GFE',
    'GFE climate',
    info(
      'Klimat GFE',
      'Girlfriend experience',
      'Spotkanie w atmosferze przypominającej randkę z partnerką: rozmowa, czułość i brak pośpiechu.',
      'A meeting with the feel of a date with a partner: conversation, affection and no rush.',
    ),
  ),
  s(
    'pse',
    'Klimat PSE',
    'PSE climate',
    info(
      'Klimat PSE',
      'Porn star experience',
      'Spotkanie o bardziej odważnym, energicznym charakterze. Szczegóły warto ustalić wcześniej.',
      'A bolder, more energetic kind of meeting. Details are best agreed in advance.',
    ),
  ),
  s('pocalunki', 'Pocałunki', 'Kissing'),
  s('francuskie-pocalunki', 'Francuskie pocałunki', 'French kissing'),
  s('przytulanie', 'Przytulanie', 'Cuddling'),
  s('randka', 'Randka', 'Date'),
  s('kolacja', 'Kolacja', 'Dinner date'),
  s(
    'wyjazdy',
    'Wyjazdy',
    'Travel companion',
    info(
      'Wyjazdy',
      'Travel companion',
      'Towarzystwo w podróży lub na wyjeździe, także kilkudniowym. Warunki ustala się indywidualnie.',
      'Company on a trip or journey, including several days away. Terms are agreed individually.',
    ),
  ),
  s('towarzystwo-na-imprezy', 'Towarzystwo na imprezy', 'Party companion'),
  s('nocleg', 'Całą noc', 'Overnight stay'),
  s('weekend', 'Weekend', 'Weekend'),
  s('wspolna-kapiel', 'Wspólna kąpiel', 'Bathing together'),
  s('wspolny-prysznic', 'Wspólny prysznic', 'Shower together'),
  s('sauna', 'Sauna', 'Sauna'),
  // Sex
  s('seks-klasyczny', 'Seks klasyczny', 'Classic sex'),
  s('seks-oralny', 'Seks oralny', 'Oral sex'),
  s('seks-oralny-bez-zabezpieczenia', 'Seks oralny bez zabezpieczenia', 'Oral sex without protection'),
  s('seks-oralny-z-zabezpieczeniem', 'Seks oralny z zabezpieczeniem', 'Oral sex with protection'),
  s('seks-analny', 'Seks analny', 'Anal sex'),
  s(
    'hiszpanski',
    'Hiszpański',
    'Spanish',
    info(
      'Hiszpański',
      'Spanish',
      'Potoczna nazwa pieszczot piersiami. Zakres ustala się przy umawianiu spotkania.',
      'A colloquial name for caressing with the breasts. The details are agreed when booking.',
    ),
  ),
  s('minetka', 'Minetka', 'Cunnilingus'),
  s('pozycja-69', 'Pozycja 69', '69 position'),
  s('rozne-pozycje', 'Różne pozycje', 'Various positions'),
  s('seks-w-piersi', 'Seks między piersiami', 'Breast play'),
  s('stopki', 'Pieszczoty stopami', 'Footjob'),
  s('reczne-zakonczenie', 'Zakończenie ręczne', 'Hand finish'),
  s('zakonczenie-na-ciele', 'Zakończenie na ciało', 'Finish on body'),
  s('wielokrotne-zakonczenie', 'Wielokrotne zakończenie', 'Multiple finishes'),
  s('rimming', 'Rimming', 'Rimming'),
  s('zabawki-erotyczne', 'Zabawki erotyczne', 'Sex toys'),
  s('strap-on', 'Strap-on', 'Strap-on'),
  s('masturbacja', 'Masturbacja', 'Masturbation'),
  s('lesbijski-pokaz', 'Pokaz lesbijski', 'Lesbian show'),
  s('trojkat', 'Trójkąt', 'Threesome'),
  s('dla-par', 'Spotkania z parami', 'Couples'),
  s('dla-kobiet', 'Spotkania z kobietami', 'Women clients'),
  s('dla-niepelnosprawnych', 'Spotkania z osobami z niepełnosprawnością', 'Clients with disabilities'),
  s(
    'pierwszy-raz',
    'Pierwszy raz',
    'First-timers',
    info(
      'Pierwszy raz',
      'First-timers',
      'Spotkanie dla osób bez doświadczenia, prowadzone spokojnie i z cierpliwością.',
      'A meeting for people without experience, handled calmly and patiently.',
    ),
  ),
  // Massage
  s('masaz-klasyczny', 'Masaż klasyczny', 'Classic massage'),
  s('masaz-relaksacyjny', 'Masaż relaksacyjny', 'Relaxing massage'),
  s('masaz-erotyczny', 'Masaż erotyczny', 'Erotic massage'),
  s(
    'masaz-tantryczny',
    'Masaż tantryczny',
    'Tantric massage',
    info(
      'Masaż tantryczny',
      'Tantric massage',
      'Powolny masaż całego ciała inspirowany tantrą, skupiony na oddechu, dotyku i odprężeniu.',
      'A slow full-body massage inspired by tantra, focused on breathing, touch and relaxation.',
    ),
  ),
  s(
    'masaz-body-to-body',
    'Masaż body to body',
    'Body-to-body massage',
    info(
      'Masaż body to body',
      'Body-to-body massage',
      'Masaż wykonywany całym ciałem, zwykle z użyciem olejku.',
      'A massage given with the whole body, usually with oil.',
    ),
  ),
  s(
    'masaz-nuru',
    'Masaż nuru',
    'Nuru massage',
    info(
      'Masaż nuru',
      'Nuru massage',
      'Japoński masaż ciałem z użyciem śliskiego żelu z alg morskich.',
      'A Japanese body massage using a slippery seaweed gel.',
    ),
  ),
  s('masaz-prostaty', 'Masaż prostaty', 'Prostate massage'),
  s(
    'masaz-lingam',
    'Masaż lingam',
    'Lingam massage',
    info(
      'Masaż lingam',
      'Lingam massage',
      'Tantryczny masaż intymny dla mężczyzn, wykonywany powoli i z uważnością.',
      'A tantric intimate massage for men, given slowly and mindfully.',
    ),
  ),
  s(
    'masaz-yoni',
    'Masaż yoni',
    'Yoni massage',
    info(
      'Masaż yoni',
      'Yoni massage',
      'Tantryczny masaż intymny dla kobiet, wykonywany powoli i z uważnością.',
      'A tantric intimate massage for women, given slowly and mindfully.',
    ),
  ),
  s('masaz-stop', 'Masaż stóp', 'Foot massage'),
  s('masaz-plecow', 'Masaż pleców', 'Back massage'),
  s('masaz-sportowy', 'Masaż sportowy', 'Sports massage'),
  s('masaz-czterema-rekami', 'Masaż w cztery ręce', 'Four-hands massage'),
  s('masaz-olejkami', 'Masaż olejkami', 'Oil massage'),
  s('masaz-goracymi-kamieniami', 'Masaż gorącymi kamieniami', 'Hot stone massage'),
  s('happy-end', 'Masaż z happy endem', 'Massage with happy ending'),
  // Fetishes and role play
  s('fetysz-stop', 'Fetysz stóp', 'Foot fetish'),
  s(
    'odgrywanie-rol',
    'Odgrywanie ról',
    'Role play',
    info(
      'Odgrywanie ról',
      'Role play',
      'Wcielanie się w umówione postacie i scenariusze, ustalone przed spotkaniem.',
      'Playing characters and scenarios agreed before the meeting.',
    ),
  ),
  s('przebieranki', 'Przebieranki', 'Costumes'),
  s('mundury', 'Mundury', 'Uniforms'),
  s('bielizna', 'Bielizna na życzenie', 'Lingerie on request'),
  s('lateks', 'Lateks', 'Latex'),
  s('skora', 'Skóra', 'Leather'),
  s('rajstopy', 'Rajstopy i pończochy', 'Tights and stockings'),
  s('szpilki', 'Szpilki', 'High heels'),
  s('fetysz-bielizny', 'Fetysz bielizny', 'Lingerie fetish'),
  s('voyeuryzm', 'Podglądanie', 'Voyeurism'),
  s('ekshibicjonizm', 'Ekshibicjonizm', 'Exhibitionism'),
  s('face-sitting', 'Face sitting', 'Face sitting'),
  s('fetysz-dloni', 'Fetysz dłoni', 'Hand fetish'),
  // Dominance and submission
  s(
    'dominacja',
    'Dominacja',
    'Domination',
    info(
      'Dominacja',
      'Domination',
      'Spotkanie, w którym jedna osoba przejmuje kontrolę. Granice i hasło bezpieczeństwa ustala się wcześniej.',
      'A meeting where one person takes control. Limits and a safe word are agreed beforehand.',
    ),
  ),
  s('uleglosc', 'Uległość', 'Submission'),
  s('lekka-dominacja', 'Lekka dominacja', 'Light domination'),
  s('bondage', 'Krępowanie', 'Bondage'),
  s('klapsy', 'Klapsy', 'Spanking'),
  s('kajdanki', 'Kajdanki', 'Handcuffs'),
  s('opaska-na-oczy', 'Opaska na oczy', 'Blindfold'),
  s('femdom', 'Femdom', 'Femdom'),
  s('zamiana-rol', 'Zamiana ról', 'Role reversal'),
  s('pegging', 'Pegging', 'Pegging'),
  // Shows and remote
  s('striptiz', 'Striptiz', 'Striptease'),
  s('taniec-erotyczny', 'Taniec erotyczny', 'Erotic dance'),
  s('lap-dance', 'Lap dance', 'Lap dance'),
  s(
    'pokazy-online',
    'Pokazy online',
    'Online shows',
    info(
      'Pokazy online',
      'Online shows',
      'Pokaz na żywo przez kamerę internetową, bez spotkania na miejscu.',
      'A live show over a webcam, with no meeting in person.',
    ),
  ),
  s(
    'sex-telefon',
    'Sex telefon',
    'Phone sex',
    info(
      'Sex telefon',
      'Phone sex',
      'Rozmowa telefoniczna o charakterze erotycznym, bez spotkania na miejscu.',
      'An erotic phone conversation, with no meeting in person.',
    ),
  ),
  s(
    'sexting',
    'Sexting',
    'Sexting',
    info(
      'Sexting',
      'Sexting',
      'Wymiana wiadomości o charakterze erotycznym przez komunikator.',
      'An exchange of erotic messages over a messaging app.',
    ),
  ),
  s('zdjecia-na-zyczenie', 'Zdjęcia na życzenie', 'Photos on request'),
  s('filmy-na-zyczenie', 'Filmy na życzenie', 'Videos on request'),
  s('sesja-zdjeciowa', 'Sesja zdjęciowa', 'Photo session'),
];

export const SERVICE_SLUGS = SERVICES.map((s) => s.slug);
const bySlug = new Map(SERVICES.map((s) => [s.slug, s]));
export const serviceBySlug = (slug: string): Service | undefined => bySlug.get(slug);
