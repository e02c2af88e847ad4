import type { Messages } from '../messages/translation';

const pl = {
  unknownPackage: 'Nie ma takiego pakietu punktów. Wybierz pakiet z cennika.',
  paymentNotFound: 'Nie znaleziono tej płatności.',
  badSignature: 'Podpis powiadomienia o płatności jest nieprawidłowy.',
  badNotification: 'Powiadomienie o płatności ma nieprawidłowy format.',
  amountMismatch: 'Kwota płatności nie zgadza się z kwotą zamówienia.',
  alreadyPaid: 'To zamówienie zostało już opłacone inną płatnością.',
  unknownProvider: 'Nieznany operator płatności.',
  sandboxDisabled: 'Testowa bramka płatności jest wyłączona.',
};

/** Namespace `payments`. */
export const PAYMENTS_MESSAGES: Messages<typeof pl> = {
  pl,
  en: {
    unknownPackage: 'There is no such points package. Choose one from the price list.',
    paymentNotFound: 'Payment not found.',
    badSignature: 'The payment notification signature is invalid.',
    badNotification: 'The payment notification is malformed.',
    amountMismatch: 'The amount paid does not match the amount of the order.',
    alreadyPaid: 'This order has already been paid by another payment.',
    unknownProvider: 'Unknown payment provider.',
    sandboxDisabled: 'The test payment gateway is turned off.',
  },
};
