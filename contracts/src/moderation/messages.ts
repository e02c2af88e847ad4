import type { Messages } from '../messages/translation';

const pl = {
  badReason: 'Wybierz powód zgłoszenia.',
  targetNotFound: 'Nie ma takiego ogłoszenia, filmu ani konta.',
  reportNotFound: 'Nie ma takiego zgłoszenia.',
  alreadyResolved: 'To zgłoszenie zostało już rozpatrzone.',
  notAnAdReport: 'To zgłoszenie nie dotyczy ogłoszenia.',
  notAVideoReport: 'To zgłoszenie nie dotyczy filmu.',
  tooManyReports: 'Wysłano zbyt wiele zgłoszeń. Dziękujemy — spróbuj ponownie później.',
  accountNotFound: 'Nie ma takiego konta.',
  claimedByOther: 'Ten element jest właśnie otwarty przez innego moderatora.',
  claimNotHeld: 'Nie masz otwartego tego elementu.',
  hiddenAfterReport: 'Ogłoszenie zostało ukryte po zgłoszeniu użytkownika i sprawdzeniu przez moderatora.',
};

/** Namespace `moderation`. */
export const MODERATION_MESSAGES: Messages<typeof pl> = {
  pl,
  en: {
    badReason: 'Choose a reason for the report.',
    targetNotFound: 'There is no such ad, video or account.',
    reportNotFound: 'There is no such report.',
    alreadyResolved: 'This report has already been decided.',
    notAnAdReport: 'This report is not about an ad.',
    notAVideoReport: 'This report is not about a video.',
    tooManyReports: 'Too many reports were sent. Thank you — please try again later.',
    accountNotFound: 'There is no such account.',
    claimedByOther: 'Another moderator has this item open right now.',
    claimNotHeld: 'You do not have this item open.',
    hiddenAfterReport: 'The ad was hidden after a user report reviewed by a moderator.',
  },
};
