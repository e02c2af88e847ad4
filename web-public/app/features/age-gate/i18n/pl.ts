/**
 * Namespace `ageGate`: the age gate.
 * Polish, the default language; `en.ts` has the same keys. The texts quote the button through `{{accept}}`, so the
 * words and the button always agree.
 */
export const pl = {
  ageGate: {
    title: 'Strona tylko dla osób pełnoletnich',
    text: 'Serwis zawiera treści przeznaczone wyłącznie dla osób, które ukończyły 18 lat. Klikając „{{accept}}” oświadczasz, że masz ukończone 18 lat.',
    cookies:
      'Korzystamy z plików cookie, aby zapamiętać Twój wybór i zapewnić działanie serwisu. Klikając „{{accept}}” wyrażasz na to zgodę.',
    accept: 'Mam 18 lat, wchodzę',
    decline: 'Wychodzę',
  },
};
