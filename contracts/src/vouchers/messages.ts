import type { Messages } from '../messages/translation';

const pl = {
  badCode: 'Kod vouchera składa się z 20 liter i cyfr, np. ABCD-EFGH-JKLM-NPQR-STUV.',
  invalidCode: 'Ten kod jest nieprawidłowy. Sprawdź, czy został przepisany bez błędów.',
  codeUsed: 'Ten kod został już wykorzystany.',
  codeUsedByYou: 'Ten kod został już aktywowany na Twoim koncie.',
  codeExpired: 'Ten kod stracił ważność.',
  codeRevoked: 'Ten kod został unieważniony.',
  countOutOfRange: 'Podaj liczbę kodów: całkowitą, od 1 do 1000.',
  pointsOutOfRange: 'Podaj liczbę punktów: całkowitą, od 1 do 1 000 000.',
  badExpiry: 'Podaj datę ważności w przyszłości (najwyżej 5 lat od dziś).',
  batchNotFound: 'Nie ma takiej partii voucherów.',
  batchRevoked: 'Ta partia została już unieważniona.',
};

/** Namespace `vouchers`. */
export const VOUCHERS_MESSAGES: Messages<typeof pl> = {
  pl,
  en: {
    badCode: 'A voucher code has 20 letters and digits, e.g. ABCD-EFGH-JKLM-NPQR-STUV.',
    invalidCode: 'This code is not valid. Check that it was typed without mistakes.',
    codeUsed: 'This code has already been used.',
    codeUsedByYou: 'This code has already been activated on your account.',
    codeExpired: 'This code has expired.',
    codeRevoked: 'This code has been revoked.',
    countOutOfRange: 'Enter a whole number of codes from 1 to 1,000.',
    pointsOutOfRange: 'Enter a whole number of points from 1 to 1,000,000.',
    badExpiry: 'Enter an expiry date in the future (at most 5 years from today).',
    batchNotFound: 'There is no such voucher batch.',
    batchRevoked: 'This batch has already been revoked.',
  },
};
