/** Namespace `vouchers` (the dashboard's voucher activation). */
export const pl = {
  vouchers: {
    title: 'Aktywacja vouchera',
    intro: 'Masz kod vouchera? Wpisz go tutaj, a punkty trafią na Twoje konto. Każdy kod działa tylko raz.',
    balance: 'Twoje punkty: {{balance}}',
    code: 'Kod vouchera',
    codeHint: '20 znaków, np. ABCD-EFGH-JKLM-NPQR-STUV. Wielkość liter, spacje i myślniki nie mają znaczenia.',
    placeholder: 'ABCD-EFGH-JKLM-NPQR-STUV',
    required: 'Wpisz kod vouchera.',
    submit: 'Aktywuj',
    pending: 'Aktywuję…',
    success: 'Voucher aktywowany: dodano {{points}} pkt.',
    newBalance: 'Masz teraz {{balance}} pkt.',
    another: 'Masz kolejny kod? Wpisz go poniżej.',
    failed: 'Nie udało się aktywować kodu. Spróbuj ponownie za chwilę.',
    seo: {
      title: 'Aktywacja vouchera',
      description: 'Aktywuj kod vouchera i dodaj punkty do swojego konta.',
    },
  },
};
