import type { Localized } from '../i18n';

/** The support chat's numbers, apart from the schemas (./support-chat.ts), for the web's counters. */
export const SUPPORT_CHAT_TEXT_MAX = 2000;
export const SUPPORT_CHAT_NOTE_MAX = 2000;
/** Messages a chat answer carries at most (the newest; older ones are history the person rarely needs). */
export const SUPPORT_CHAT_MESSAGES_MAX = 200;
/** Items of one catch-up page (GET /api/support/chat/events). */
export const SUPPORT_CHAT_EVENTS_PAGE = 100;
/** The socket.io event a chat change is pushed with, to the person and to the staff's sockets. */
export const SUPPORT_CHAT_PUSH_EVENT = 'support-chat';

/** Replies the console offers to start from, in both languages: the one in the chat's language is inserted. */
export const SUPPORT_CANNED_REPLIES: readonly { id: string; label: Localized; text: Localized }[] = [
  {
    id: 'greeting',
    label: { pl: 'Powitanie', en: 'Greeting' },
    text: { pl: 'Dzień dobry, tu obsługa anonse. W czym możemy pomóc?', en: 'Hello, this is anonse support. How can we help?' },
  },
  {
    id: 'checking',
    label: { pl: 'Sprawdzamy', en: 'Checking' },
    text: {
      pl: 'Dziękujemy, sprawdzamy to teraz. Odezwiemy się tutaj, gdy tylko będziemy coś wiedzieć.',
      en: 'Thank you, we are looking into it now. We will write here as soon as we know more.',
    },
  },
  {
    id: 'payment',
    label: { pl: 'Płatność w drodze', en: 'Payment on its way' },
    text: {
      pl: 'Płatności zwykle potwierdzają się w ciągu kilku minut. Jeśli punkty nie pojawią się w ciągu godziny, napisz tutaj numer transakcji.',
      en: 'Payments are usually confirmed within a few minutes. If the points have not arrived within an hour, write the transaction number here.',
    },
  },
  {
    id: 'closing',
    label: { pl: 'Zamknięcie', en: 'Closing' },
    text: {
      pl: 'Cieszymy się, że mogliśmy pomóc. Jeśli będzie coś jeszcze, po prostu napisz tutaj.',
      en: 'Glad we could help. If there is anything else, just write here.',
    },
  },
];
