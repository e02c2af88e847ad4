import type { Locale, MailTemplateName } from '@anonse/contracts';

/**
 * The words of every e-mail, Polish and English (the account's e-mail language picks one). `{{name}}` marks a
 * parameter; the renderer escapes it for HTML. Each message: a subject, paragraphs, and the label of its button.
 */
export interface MailText {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action: string;
  /** Under the button: why the person got this e-mail, what to do if it was not them. */
  footer: string;
}

type Texts = Record<MailTemplateName, MailText>;

const pl: Texts = {
  emailConfirmation: {
    subject: 'Potwierdź swój adres e-mail w anonse',
    greeting: 'Cześć {{login}},',
    paragraphs: [
      'dziękujemy za założenie konta. Potwierdź, że ten adres e-mail należy do Ciebie — bez tego nie wyślesz anonsu do moderacji.',
      'Link jest ważny przez 24 godziny i działa tylko raz.',
    ],
    action: 'Potwierdzam adres e-mail',
    footer: 'Jeśli to nie Ty zakładałeś konto, zignoruj tę wiadomość.',
  },
  emailChange: {
    subject: 'Potwierdź nowy adres e-mail w anonse',
    greeting: 'Cześć {{login}},',
    paragraphs: [
      'poproszono o zmianę adresu e-mail Twojego konta na ten adres. Dotychczasowy adres działa, dopóki nie potwierdzisz nowego.',
      'Link jest ważny przez 24 godziny i działa tylko raz.',
    ],
    action: 'Potwierdzam nowy adres',
    footer: 'Jeśli to nie Ty, zignoruj tę wiadomość — nic się nie zmieni.',
  },
  passwordReset: {
    subject: 'Ustaw nowe hasło w anonse',
    greeting: 'Cześć {{login}},',
    paragraphs: [
      'otrzymaliśmy prośbę o ustawienie nowego hasła do Twojego konta. Po zmianie hasła wylogujemy Cię ze wszystkich urządzeń.',
      'Link jest ważny przez godzinę i działa tylko raz.',
    ],
    action: 'Ustawiam nowe hasło',
    footer: 'Jeśli to nie Ty, zignoruj tę wiadomość — Twoje hasło się nie zmieni.',
  },
  adApproved: {
    subject: 'Twój anons „{{title}}” został opublikowany',
    greeting: 'Dzień dobry,',
    paragraphs: ['Twój anons „{{title}}” przeszedł moderację i jest już widoczny w serwisie.'],
    action: 'Zobacz anons',
    footer: 'Wiadomość wysłana, bo masz konto w anonse.',
  },
  adRejected: {
    subject: 'Twój anons „{{title}}” został odrzucony',
    greeting: 'Dzień dobry,',
    paragraphs: ['Twój anons „{{title}}” nie przeszedł moderacji.', 'Powód: {{reason}}', 'Popraw anons i wyślij go ponownie.'],
    action: 'Przejdź do moich anonsów',
    footer: 'Wiadomość wysłana, bo masz konto w anonse.',
  },
  adExpiringSoon: {
    subject: 'Twój anons „{{title}}” wkrótce wygaśnie',
    greeting: 'Dzień dobry,',
    paragraphs: ['Twój anons „{{title}}” wygaśnie {{expiresAt}}. Możesz go przedłużyć jednym kliknięciem.'],
    action: 'Przejdź do moich anonsów',
    footer: 'Wiadomość wysłana, bo masz konto w anonse.',
  },
  adExpired: {
    subject: 'Twój anons „{{title}}” wygasł',
    greeting: 'Dzień dobry,',
    paragraphs: ['Twój anons „{{title}}” wygasł i nie jest już widoczny. Możesz go odnowić jednym kliknięciem.'],
    action: 'Przejdź do moich anonsów',
    footer: 'Wiadomość wysłana, bo masz konto w anonse.',
  },
  adChangesApproved: {
    subject: 'Zmiany w Twoim anonsie „{{title}}” są już widoczne',
    greeting: 'Dzień dobry,',
    paragraphs: ['Zmiany w Twoim anonsie „{{title}}” przeszły moderację i są już widoczne w serwisie.'],
    action: 'Zobacz anons',
    footer: 'Wiadomość wysłana, bo masz konto w anonse.',
  },
  adChangesRejected: {
    subject: 'Zmiany w Twoim anonsie „{{title}}” nie zostały przyjęte',
    greeting: 'Dzień dobry,',
    paragraphs: [
      'Zmiany w Twoim anonsie „{{title}}” nie przeszły moderacji. Anons pozostaje widoczny w poprzedniej wersji.',
      'Powód: {{reason}}',
      'Możesz poprawić anons i wysłać zmiany ponownie.',
    ],
    action: 'Przejdź do moich anonsów',
    footer: 'Wiadomość wysłana, bo masz konto w anonse.',
  },
  savedSearchDigest: {
    subject: 'Nowe ogłoszenia w Twoich zapisanych wyszukiwaniach',
    greeting: 'Dzień dobry,',
    paragraphs: ['oto nowe ogłoszenia, które od ostatniej wiadomości pasują do Twoich zapisanych wyszukiwań.'],
    action: 'Zarządzaj zapisanymi wyszukiwaniami',
    footer:
      'Wiadomość wysłana raz dziennie, bo dla tych wyszukiwań włączono codzienny e-mail. Link „Wypisz się” pod wyszukiwaniem wyłącza go jednym kliknięciem.',
  },
  forumDigest: {
    subject: 'Nowości na forum w tym, co obserwujesz',
    greeting: 'Dzień dobry,',
    paragraphs: ['oto nowe wpisy w obserwowanych tematach i nowe tematy w obserwowanych kategoriach od ostatniej wiadomości.'],
    action: 'Zarządzaj obserwowanymi',
    footer: 'Wiadomość wysłana raz dziennie, bo włączono codzienny e-mail z forum. Wyłączysz go jednym kliknięciem:',
  },
  supportForward: {
    subject: 'Formularz kontaktowy: {{subject}} — {{email}}',
    greeting: 'Nowa wiadomość z formularza kontaktowego.',
    paragraphs: ['Od: {{email}}', 'Imię lub pseudonim: {{name}}', 'Temat: {{subject}}', 'Język strony: {{language}}'],
    action: 'Otwórz w skrzynce wsparcia',
    footer: 'Odpowiedz z konsoli, aby odpowiedź trafiła do wątku. Odpowiedź na ten e-mail nie zostanie zapisana w skrzynce.',
  },
  supportAcknowledged: {
    subject: 'Otrzymaliśmy Twoją wiadomość',
    greeting: 'Dzień dobry,',
    paragraphs: [
      'dziękujemy za wiadomość w sprawie: {{subject}}. Odpowiemy na ten adres e-mail najszybciej, jak to możliwe, zwykle w ciągu dwóch dni roboczych.',
    ],
    action: 'Strona kontaktowa',
    footer: 'Ten e-mail wysłaliśmy, bo ktoś wpisał ten adres w formularzu kontaktowym anonse. Jeśli to nie Ty, zignoruj tę wiadomość.',
  },
  supportReply: {
    subject: 'Odpowiedź na Twoją wiadomość: {{subject}}',
    greeting: 'Dzień dobry,',
    paragraphs: ['odpowiadamy na Twoją wiadomość w sprawie: {{subject}}.'],
    action: 'Napisz do nas ponownie',
    footer: 'Odpowiedź zespołu anonse na wiadomość wysłaną z formularza kontaktowego.',
  },
  supportChatForward: {
    subject: 'Czat z obsługą: wiadomość od {{login}}',
    greeting: 'Nowa wiadomość na czacie z obsługą, gdy nikt z obsługi nie był dostępny.',
    paragraphs: ['Od: {{login}}', 'Język strony: {{language}}'],
    action: 'Otwórz czat w konsoli',
    footer: 'Odpowiedz z konsoli: odpowiedź trafi na czat, a gdy tej osoby nie będzie na stronie, także na jej adres e-mail.',
  },
  supportChatReply: {
    subject: 'Odpowiedź obsługi anonse na czacie',
    greeting: 'Dzień dobry,',
    paragraphs: ['obsługa anonse odpisała na czacie, gdy nie było Cię na stronie. Oto odpowiedź:'],
    action: 'Otwórz czat z obsługą',
    footer: 'Ten e-mail wysłaliśmy, bo obsługa odpowiedziała na Twoją wiadomość na czacie. Rozmowa toczy się dalej na stronie.',
  },
  messageNotice: {
    subject: 'Nowa wiadomość od {{sender}} w anonse',
    greeting: 'Dzień dobry,',
    paragraphs: ['masz nową wiadomość od {{sender}}. Przeczytasz ją i odpowiesz na stronie.'],
    action: 'Otwórz rozmowę',
    footer:
      'Piszemy, bo wiadomość czekała, gdy nie było Cię na stronie; o jednej rozmowie najwyżej raz na godzinę. Te e-maile wyłączysz w ustawieniach konta albo jednym kliknięciem:',
  },
};

const en: Texts = {
  emailConfirmation: {
    subject: 'Confirm your e-mail address at anonse',
    greeting: 'Hi {{login}},',
    paragraphs: [
      'thank you for registering. Please confirm that this e-mail address is yours — until then you cannot send an ad to moderation.',
      'The link is valid for 24 hours and works once.',
    ],
    action: 'Confirm my e-mail address',
    footer: 'If you did not register, ignore this message.',
  },
  emailChange: {
    subject: 'Confirm your new e-mail address at anonse',
    greeting: 'Hi {{login}},',
    paragraphs: [
      'someone asked to change the e-mail address of your account to this one. The current address keeps working until you confirm the new one.',
      'The link is valid for 24 hours and works once.',
    ],
    action: 'Confirm the new address',
    footer: 'If this was not you, ignore this message — nothing will change.',
  },
  passwordReset: {
    subject: 'Set a new password at anonse',
    greeting: 'Hi {{login}},',
    paragraphs: [
      'we received a request to set a new password for your account. Once it is changed, you will be logged out on every device.',
      'The link is valid for one hour and works once.',
    ],
    action: 'Set a new password',
    footer: 'If this was not you, ignore this message — your password stays as it is.',
  },
  adApproved: {
    subject: 'Your ad “{{title}}” is live',
    greeting: 'Hello,',
    paragraphs: ['Your ad “{{title}}” passed moderation and is now visible on the site.'],
    action: 'See the ad',
    footer: 'Sent because you have an account at anonse.',
  },
  adRejected: {
    subject: 'Your ad “{{title}}” was rejected',
    greeting: 'Hello,',
    paragraphs: ['Your ad “{{title}}” did not pass moderation.', 'Reason: {{reason}}', 'Correct the ad and send it again.'],
    action: 'Go to my ads',
    footer: 'Sent because you have an account at anonse.',
  },
  adExpiringSoon: {
    subject: 'Your ad “{{title}}” expires soon',
    greeting: 'Hello,',
    paragraphs: ['Your ad “{{title}}” expires on {{expiresAt}}. You can renew it in one click.'],
    action: 'Go to my ads',
    footer: 'Sent because you have an account at anonse.',
  },
  adExpired: {
    subject: 'Your ad “{{title}}” has expired',
    greeting: 'Hello,',
    paragraphs: ['Your ad “{{title}}” has expired and is no longer visible. You can renew it in one click.'],
    action: 'Go to my ads',
    footer: 'Sent because you have an account at anonse.',
  },
  adChangesApproved: {
    subject: 'Your changes to the ad “{{title}}” are live',
    greeting: 'Hello,',
    paragraphs: ['The changes to your ad “{{title}}” passed moderation and are now visible on the site.'],
    action: 'See the ad',
    footer: 'Sent because you have an account at anonse.',
  },
  adChangesRejected: {
    subject: 'Your changes to the ad “{{title}}” were not accepted',
    greeting: 'Hello,',
    paragraphs: [
      'The changes to your ad “{{title}}” did not pass moderation. The ad stays visible as it was before.',
      'Reason: {{reason}}',
      'You can correct the ad and send the changes again.',
    ],
    action: 'Go to my ads',
    footer: 'Sent because you have an account at anonse.',
  },
  savedSearchDigest: {
    subject: 'New ads in your saved searches',
    greeting: 'Hello,',
    paragraphs: ['here are the new ads that match your saved searches since the last message.'],
    action: 'Manage saved searches',
    footer:
      'Sent once a day because the daily e-mail is on for these searches. The “Unsubscribe” link under a search turns it off in one click.',
  },
  forumDigest: {
    subject: 'New on the forum in what you follow',
    greeting: 'Hello,',
    paragraphs: ['here are the new posts in topics you follow and the new topics in categories you follow since the last message.'],
    action: 'Manage what you follow',
    footer: 'Sent once a day because the daily forum e-mail is on. Turn it off in one click:',
  },
  supportForward: {
    subject: 'Contact form: {{subject}} — {{email}}',
    greeting: 'A new message from the contact form.',
    paragraphs: ['From: {{email}}', 'Name or nickname: {{name}}', 'Subject: {{subject}}', 'Page language: {{language}}'],
    action: 'Open in the support inbox',
    footer: 'Reply from the console so that the reply is kept in the thread. A reply to this e-mail is not saved in the inbox.',
  },
  supportAcknowledged: {
    subject: 'We have received your message',
    greeting: 'Hello,',
    paragraphs: [
      'thank you for your message about: {{subject}}. We will answer to this e-mail address as soon as we can, usually within two working days.',
    ],
    action: 'Contact page',
    footer: 'We sent this e-mail because someone entered this address in the anonse contact form. If it was not you, ignore this message.',
  },
  supportReply: {
    subject: 'A reply to your message: {{subject}}',
    greeting: 'Hello,',
    paragraphs: ['here is our reply to your message about: {{subject}}.'],
    action: 'Write to us again',
    footer: 'A reply of the anonse team to a message sent from the contact form.',
  },
  supportChatForward: {
    subject: 'Support chat: a message from {{login}}',
    greeting: 'A new message in the support chat while no staff member was available.',
    paragraphs: ['From: {{login}}', 'Page language: {{language}}'],
    action: 'Open the chat in the console',
    footer: 'Answer from the console: the answer goes to the chat, and to their e-mail address when they are not on the site.',
  },
  supportChatReply: {
    subject: 'anonse support answered in the chat',
    greeting: 'Hello,',
    paragraphs: ['anonse support answered in the chat while you were away. Here is the answer:'],
    action: 'Open the support chat',
    footer: 'We sent this e-mail because support answered your message in the chat. The conversation goes on on the site.',
  },
  messageNotice: {
    subject: 'New message from {{sender}} at anonse',
    greeting: 'Hello,',
    paragraphs: ['you have a new message from {{sender}}. Read it and answer on the site.'],
    action: 'Open the conversation',
    footer:
      'We write because the message waited while you were away; at most once an hour for one conversation. Turn these e-mails off in your account settings or in one click:',
  },
};

/** A message notice's line when the conversation is about an ad. */
export const MESSAGE_NOTICE_ABOUT: Record<Locale, string> = {
  pl: 'Rozmowa dotyczy ogłoszenia „{{adTitle}}”.',
  en: 'The conversation is about the ad “{{adTitle}}”.',
};

/** The words of the digest's list: per search, its heading, the link that runs it, and the one that unsubscribes. */
export interface DigestText {
  /** `{{name}}` and `{{count}}` of new ads. */
  heading: string;
  seeAll: string;
  unsubscribe: string;
}

export const DIGEST_TEXTS: Record<Locale, DigestText> = {
  pl: {
    heading: '„{{name}}”: nowe ogłoszenia ({{count}})',
    seeAll: 'Zobacz wszystkie wyniki',
    unsubscribe: 'Wypisz się z e-maili tego wyszukiwania',
  },
  en: { heading: '“{{name}}”: new ads ({{count}})', seeAll: 'See all results', unsubscribe: 'Unsubscribe from e-mails of this search' },
};

/** A forum digest's line per topic: `{{title}}`, `{{count}}` new posts (a new topic says so instead). */
export const FORUM_DIGEST_TEXTS: Record<Locale, { newTopic: string; newPosts: string; unsubscribe: string }> = {
  pl: { newTopic: 'Nowy temat: „{{title}}”', newPosts: '„{{title}}”: nowe wpisy ({{count}})', unsubscribe: 'Wypisz się' },
  en: { newTopic: 'New topic: “{{title}}”', newPosts: '“{{title}}”: new posts ({{count}})', unsubscribe: 'Unsubscribe' },
};

export const MAIL_TEXTS: Record<Locale, Texts> = { pl, en };
