import type { Shape } from '#web/i18n/shape';
import type { pl } from './pl';

/** Namespace `supportChat` in English: the same keys as `pl.ts`. */
export const en: Shape<typeof pl> = {
  supportChat: {
    title: 'Support chat',
    intro: 'Write to the anonse team. We answer here; never give passwords or SMS codes — we never ask for them.',
    seoDescription: 'A chat with anonse support in your dashboard.',
    online: 'Support is available now — the answer will appear here.',
    offline:
      'Nobody from support is at their desk right now. Write anyway: we pass your message on by e-mail, and you get the answer here and at your e-mail address.',
    emailed: 'Passed on by e-mail, as nobody from support was available.',
    loading: 'Loading…',
    loadFailed: 'The chat could not be loaded.',
    retry: 'Try again',
    empty: 'No messages yet. Tell us how we can help.',
    handled: 'Support marked this as resolved. If you write, the conversation opens again.',
    listLabel: 'Chat messages',
    you: 'You',
    staff: 'Support',
    label: 'Your message',
    hint: 'Enter sends, Shift+Enter starts a new line.',
    counter: '{{count}} / {{max}}',
    tooLong: 'The message is too long: at most {{max}} characters.',
    send: 'Send',
    sending: 'Sending…',
    failed: 'The message could not be sent. Try again.',
  },
};
