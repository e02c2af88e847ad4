import type { Messages } from '../messages/translation';

const pl = {
  insufficientPoints: 'Masz za mało punktów. Doładuj konto lub aktywuj voucher.',
  pointsOutOfRange: 'Podaj liczbę punktów: całkowitą, od 1 do 1 000 000.',
  nothingToRefund: 'Ten wydatek nie istnieje albo został już w całości zwrócony.',
  refundTooLarge: 'Zwrot nie może być większy niż to, co zostało wydane i jeszcze nie zwrócone.',
  reasonRequired: 'Podaj powód (od 3 do 500 znaków).',
  refundAdNotPromotable: 'Zwrot: ogłoszenia nie można było wypromować (nie jest już aktywne).',
  refundPromotionEnded: 'Zwrot za niewykorzystane dni promocji zakończonej przez administratora.',
  accountNotFound: 'Nie ma takiego konta.',
};

/** Namespace `wallet`. */
export const WALLET_MESSAGES: Messages<typeof pl> = {
  pl,
  en: {
    insufficientPoints: 'You do not have enough points. Top up or activate a voucher.',
    pointsOutOfRange: 'Enter a whole number of points from 1 to 1,000,000.',
    nothingToRefund: 'That spend does not exist or has been refunded in full already.',
    refundTooLarge: 'A refund cannot exceed what was spent and not yet refunded.',
    reasonRequired: 'Give a reason (3 to 500 characters).',
    refundAdNotPromotable: 'Refund: the ad could not be promoted (it is no longer active).',
    refundPromotionEnded: 'Refund for the unused days of a promotion ended by an administrator.',
    accountNotFound: 'There is no such account.',
  },
};
