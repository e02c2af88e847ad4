import type { Shape } from '#web/i18n/shape';
import type { pl } from './pl';

/** Namespace `contact` in English (under /en/): the same keys as `pl.ts`, checked by the compiler. */
export const en: Shape<typeof pl> = {
  contact: {
    formTitle: 'Write to us',
    formIntro: 'We will answer to the e-mail address you give, usually within two working days. Fields marked * are required.',
    name: 'Name or nickname',
    nameHint: 'Optional.',
    email: 'E-mail address *',
    emailHint: 'Only to answer your message.',
    subject: 'Subject *',
    message: 'Message *',
    messageHint: 'From 10 to 5000 characters. If it is about an ad, give its number or link.',
    honeypot: 'Leave this field empty',
    submit: 'Send message',
    sending: 'Sending…',
    failed: 'The message could not be sent. Please try again in a moment.',
    fixFields: 'Correct the marked fields and send again.',
    sentTitle: 'Thank you, your message has been sent',
    sentText: 'We have sent a confirmation to your e-mail address. We will answer as soon as we can.',
    another: 'Send another message',
    privacy: 'We keep your message only to answer it; once the matter is settled we may delete it.',
  },
};
