/**
 * Namespace `verification`: the page `/weryfikacja/` (docs/product.md § 9: 2 photos, a moderator's decision, a badge).
 * Polish, the default language; `en.ts` has the same keys.
 */
export const pl = {
  title: 'Weryfikacja konta',
  intro:
    'Zweryfikowane konto dostaje odznakę „zweryfikowane” przy wszystkich swoich anonsach, a klienci mogą szukać tylko zweryfikowanych ogłoszeń.',
  howTitle: 'Jak to działa',
  step1: 'Zrób zdjęcie, na którym trzymasz kartkę z Twoim loginem ({{login}}) i dzisiejszą datą ({{date}}).',
  step1Guest: 'Zrób zdjęcie, na którym trzymasz kartkę z Twoim loginem i dzisiejszą datą.',
  step2: 'Dodaj drugie zdjęcie, na którym wyglądasz tak jak na zdjęciach w Twoich anonsach.',
  step3: 'Wyślij oba zdjęcia. Moderator porówna je ze zdjęciami w anonsach i podejmie decyzję — dostaniesz powiadomienie.',
  privacyTitle: 'Twoje zdjęcia są bezpieczne',
  privacy:
    'Zdjęcia weryfikacyjne są szyfrowane osobnym kluczem, przechowywane z dala od zdjęć publicznych i nigdy nie są dostępne pod publicznym adresem. Widzą je tylko moderatorzy, a każde otwarcie jest zapisywane. Po decyzji zdjęcia i ich klucz są usuwane.',
  guest: 'Zaloguj się, aby przesłać zdjęcia do weryfikacji.',
  login: 'Zaloguj się',
  register: 'Załóż konto',
  statusTitle: 'Stan weryfikacji',
  state: {
    none: 'Konto nie jest jeszcze zweryfikowane.',
    draft: 'Przesłano {{count}} z {{total}} zdjęć. Dodaj brakujące i wyślij.',
    pending: 'Zdjęcia czekają na decyzję moderatora (wysłane {{date}}).',
    verified: 'Konto jest zweryfikowane (od {{date}}).',
    rejected: 'Weryfikacja została odrzucona {{date}}.',
    revoked: 'Weryfikacja została cofnięta {{date}}.',
  },
  badge: 'Zweryfikowane',
  reason: 'Powód: {{reason}}',
  retryAfter: 'Nową próbę możesz podjąć od {{date}}.',
  retryNow: 'Możesz spróbować ponownie.',
  photo1: 'Zdjęcie 1: kartka z loginem i dzisiejszą datą',
  photo2: 'Zdjęcie 2: tak jak na zdjęciach w anonsach',
  photoSent: 'Przesłano',
  choose: 'Wybierz zdjęcie',
  formats: 'JPEG, PNG, WebP, AVIF, GIF lub TIFF, do 20 MB. Metadane (np. lokalizacja) są usuwane.',
  upload: 'Prześlij zdjęcia',
  uploading: 'Przesyłanie…',
  submit: 'Wyślij do weryfikacji',
  discard: 'Zacznij od nowa',
  needBoth: 'Wybierz oba zdjęcia.',
  sent: 'Zdjęcia zostały wysłane. Powiadomimy Cię o decyzji.',
  discarded: 'Szkic został usunięty razem ze zdjęciami.',
  failed: 'Nie udało się. Spróbuj ponownie.',
  seo: {
    title: 'Weryfikacja konta — 2 zdjęcia',
    description: 'Zweryfikuj konto dwoma zdjęciami i zdobądź odznakę „zweryfikowane” przy swoich anonsach.',
  },
};
