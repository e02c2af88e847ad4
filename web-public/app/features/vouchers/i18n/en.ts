import type { Shape } from '#web/i18n/shape';
import type { pl } from './pl';

/** Namespace `vouchers` in English (under /en/): the same keys as `pl.ts`, checked by the compiler. */
export const en: Shape<typeof pl> = {
  vouchers: {
    title: 'Activate a voucher',
    intro: 'Got a voucher code? Enter it here and its points go to your account. Each code works only once.',
    balance: 'Your points: {{balance}}',
    code: 'Voucher code',
    codeHint: '20 characters, e.g. ABCD-EFGH-JKLM-NPQR-STUV. Case, spaces and dashes do not matter.',
    placeholder: 'ABCD-EFGH-JKLM-NPQR-STUV',
    required: 'Enter the voucher code.',
    submit: 'Activate',
    pending: 'Activating…',
    success: 'Voucher activated: {{points}} points added.',
    newBalance: 'You now have {{balance}} points.',
    another: 'Got another code? Enter it below.',
    failed: 'The code could not be activated. Please try again in a moment.',
    seo: {
      title: 'Activate a voucher',
      description: 'Activate a voucher code and add points to your account.',
    },
  },
};
