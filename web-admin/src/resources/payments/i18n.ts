import type { Translation } from '#admin/i18n/translation';

/** `resources.payments.*`: react-admin's name and field labels, the statuses. */
export const pl = {
  name: 'Płatność |||| Płatności',
  fields: {
    id: 'Zamówienie',
    accountId: 'Konto',
    packageId: 'Pakiet',
    points: 'Punkty',
    amountGrosze: 'Kwota',
    provider: 'Operator',
    providerPaymentId: 'ID płatności u operatora',
    status: 'Status',
    createdAt: 'Rozpoczęto',
    confirmedAt: 'Opłacono',
    creditedAt: 'Dopisano punkty',
    updatedAt: 'Ostatnia zmiana',
  },
  status: {
    pending: 'Oczekuje',
    confirmed: 'Opłacona (punkty w drodze)',
    credited: 'Punkty dopisane',
    failed: 'Nieudana',
    cancelled: 'Anulowana',
  },
};

export const en: Translation<typeof pl> = {
  name: 'Payment |||| Payments',
  fields: {
    id: 'Order',
    accountId: 'Account',
    packageId: 'Package',
    points: 'Points',
    amountGrosze: 'Amount',
    provider: 'Provider',
    providerPaymentId: 'Provider payment ID',
    status: 'Status',
    createdAt: 'Started',
    confirmedAt: 'Paid',
    creditedAt: 'Points credited',
    updatedAt: 'Last change',
  },
  status: {
    pending: 'Pending',
    confirmed: 'Paid (points on their way)',
    credited: 'Points credited',
    failed: 'Failed',
    cancelled: 'Cancelled',
  },
};
