import type { pl } from './pl';

export const en: typeof pl = {
  phone: {
    title: 'SMS user',
    intro: 'Verify your phone number with an SMS code. Ads with this number get the “Phone verified” mark.',
    verified: 'Verified number: {{number}}',
    none: 'You have no verified number yet.',
    number: 'Mobile number',
    numberHint: 'E.g. 512 345 678 or +48 512 345 678.',
    send: 'Send SMS code',
    sending: 'Sending…',
    sentTo: 'We sent a code to {{number}}. It is valid until {{time}}.',
    code: 'Code from the SMS (6 digits)',
    confirm: 'Confirm',
    checksLeft: 'Tries left: {{count}}',
    resendIn: 'You can send a new code in {{seconds}} s.',
    resendAt: 'You can send a new code at {{time}}.',
    done: 'Number verified.',
    remove: 'Remove number',
    failed: 'Something went wrong. Try again in a moment.',
    seo: { title: 'SMS user', description: 'Phone number verification by SMS code.' },
  },
};
