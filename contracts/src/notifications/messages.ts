import type { Messages } from '../messages/translation';

const pl = {
  notificationNotFound: 'Nie znaleziono powiadomienia.',
  /** A notice about a named ad: the title first, then what happened. */
  titled: '„{{title}}”: {{text}}',
  adApproved: 'Twoje ogłoszenie zostało zatwierdzone i jest już widoczne.',
  adRejected: 'Twoje ogłoszenie zostało odrzucone. Powód: {{reason}}',
  adChangesApproved: 'Zmiany w Twoim ogłoszeniu zostały zatwierdzone i są już widoczne.',
  adChangesRejected: 'Zmiany w Twoim ogłoszeniu zostały odrzucone. Powód: {{reason}}',
  adExpiringSoon: 'Twoje ogłoszenie wygaśnie {{date}}. Przedłuż je, aby nadal było widoczne.',
  adExpired: 'Twoje ogłoszenie wygasło i nie jest już widoczne. Możesz je przedłużyć jednym kliknięciem.',
  photoProcessingFailed: 'Nie udało się przetworzyć Twojego zdjęcia. {{reason}}',
  photoRedactionFailed:
    'Nie udało się zamazać zaznaczonych obszarów na jednym z Twoich zdjęć. Zdjęcie jest ukryte, dopóki nie zamażesz go ponownie albo go nie usuniesz.',
  photoRedactedByModerator: 'Moderator zakrył część jednego z Twoich zdjęć w ogłoszeniu. Poprzednia wersja zdjęcia została usunięta.',
  promotionStarted: 'Twoje ogłoszenie jest promowane do {{date}}.',
  promotionEndingSoon: 'Promocja Twojego ogłoszenia kończy się {{date}}. Kup kolejne dni, aby ją przedłużyć.',
  promotionEnded: 'Promocja Twojego ogłoszenia dobiegła końca.',
  promotionEndedByAdministrator:
    'Administrator zakończył promocję Twojego ogłoszenia. Punkty za niewykorzystane pełne dni wróciły do Twojego portfela.',
  promotionRefunded: 'Nie udało się wypromować ogłoszenia (nie jest już aktywne). {{points}} pkt wróciło do Twojego portfela.',
  verificationApproved: 'Twoje konto zostało zweryfikowane. Odznaka „zweryfikowane” jest już widoczna przy Twoich ogłoszeniach.',
  verificationRejected: 'Weryfikacja Twojego konta została odrzucona. Powód: {{reason}}',
  verificationRevoked: 'Weryfikacja Twojego konta została cofnięta. Powód: {{reason}}',
  savedSearchMatches: 'Nowe ogłoszenia dla „{{name}}”: {{count}}',
  messageRequest: 'Nowa prośba o rozmowę. Przeczytaj ją i zdecyduj: przyjmij, odrzuć albo zablokuj nadawcę.',
  newConversation: 'Ktoś rozpoczął z Tobą nową rozmowę.',
  conversationWarning:
    'Moderator udzielił Ci ostrzeżenia w związku ze zgłoszoną rozmową. Przestrzegaj regulaminu: kolejne naruszenie może skończyć się blokadą konta.',
  forumReply: 'Nowa odpowiedź w Twoim temacie „{{topic}}”.',
  forumMention: 'Ktoś wspomniał o Tobie na forum w temacie „{{topic}}”.',
  forumFollowedReply: 'Nowa odpowiedź w obserwowanym temacie „{{topic}}”.',
  forumFollowedTopic: 'Nowy temat w obserwowanej kategorii: „{{topic}}”.',
};

/**
 * Namespace `notifications`: the context's error texts and the notices themselves. A notice is stored as its
 * code and parameters and rendered in the language of each request, so a change of language rewrites nothing.
 */
export const NOTIFICATIONS_MESSAGES: Messages<typeof pl> = {
  pl,
  en: {
    notificationNotFound: 'The notification was not found.',
    titled: '“{{title}}”: {{text}}',
    adApproved: 'Your ad has been approved and is now visible.',
    adRejected: 'Your ad has been rejected. Reason: {{reason}}',
    adChangesApproved: 'The changes to your ad have been approved and are now visible.',
    adChangesRejected: 'The changes to your ad have been rejected. Reason: {{reason}}',
    adExpiringSoon: 'Your ad expires on {{date}}. Renew it to keep it visible.',
    adExpired: 'Your ad has expired and is no longer visible. You can renew it with one click.',
    photoProcessingFailed: 'One of your photos could not be processed. {{reason}}',
    photoRedactionFailed:
      'The marked areas of one of your photos could not be covered. The photo stays hidden until you cover them again or remove it.',
    photoRedactedByModerator: 'A moderator covered part of one of your photos in an ad. The previous version of the photo was deleted.',
    promotionStarted: 'Your ad is promoted until {{date}}.',
    promotionEndingSoon: 'The promotion of your ad ends on {{date}}. Buy more days to extend it.',
    promotionEnded: 'The promotion of your ad has ended.',
    promotionEndedByAdministrator:
      'An administrator ended the promotion of your ad. The points for its unused whole days are back in your wallet.',
    promotionRefunded: 'Your ad could not be promoted (it is no longer active). {{points}} points are back in your wallet.',
    verificationApproved: 'Your account has been verified. The “verified” badge now shows on your ads.',
    verificationRejected: 'The verification of your account has been rejected. Reason: {{reason}}',
    verificationRevoked: 'The verification of your account has been revoked. Reason: {{reason}}',
    savedSearchMatches: 'New ads for “{{name}}”: {{count}}',
    messageRequest: 'A new message request. Read it and decide: accept, decline or block the sender.',
    newConversation: 'Someone started a new conversation with you.',
    conversationWarning:
      'A moderator has warned you about a reported conversation. Keep to the terms: another breach may end in your account being blocked.',
    forumReply: 'A new reply in your topic “{{topic}}”.',
    forumMention: 'Someone mentioned you on the forum in “{{topic}}”.',
    forumFollowedReply: 'A new reply in “{{topic}}”, a topic you follow.',
    forumFollowedTopic: 'A new topic in a category you follow: “{{topic}}”.',
  },
};
