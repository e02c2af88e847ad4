import type { Locale } from '@anonse/contracts';
import type { SmsNoticeTopic } from '@anonse/projections';

/** The SMS itself: short (one GSM-7 segment in both languages, no Polish letters), the code first for phones that read it out. */
const CODE_TEXT: Record<Locale, (code: string, minutes: number) => string> = {
  pl: (code, minutes) => `${code} to Twoj kod anonse. Wazny ${minutes} min. Nie podawaj go nikomu.`,
  en: (code, minutes) => `${code} is your anonse code. Valid for ${minutes} min. Do not share it with anyone.`,
};

export const phoneCodeSms = (locale: Locale, code: string, minutes: number): string => CODE_TEXT[locale](code, minutes);

/**
 * SMS notices: what happened and where to read more, nothing else. No ad title, no message text, no reason: a
 * phone's lock screen is read by whoever holds it, and this is an adult site.
 */
const NOTICE_TEXT: Record<Locale, Record<SmsNoticeTopic, string>> = {
  pl: {
    adApproved: 'anonse: Twoje ogloszenie zostalo zatwierdzone.',
    adRejected: 'anonse: Twoje ogloszenie zostalo odrzucone. Powod znajdziesz w panelu.',
    verificationApproved: 'anonse: Twoje konto zostalo zweryfikowane.',
    verificationRejected: 'anonse: Weryfikacja konta zostala odrzucona. Szczegoly znajdziesz w panelu.',
    messageRequest: 'anonse: Masz nowa prosbe o rozmowe. Odczytasz ja w panelu.',
  },
  en: {
    adApproved: 'anonse: Your ad has been approved.',
    adRejected: 'anonse: Your ad has been rejected. See the reason in your dashboard.',
    verificationApproved: 'anonse: Your account has been verified.',
    verificationRejected: 'anonse: Your account verification was rejected. See the details in your dashboard.',
    messageRequest: 'anonse: You have a new message request. Read it in your dashboard.',
  },
};

export const smsNoticeText = (locale: Locale, topic: SmsNoticeTopic): string => NOTICE_TEXT[locale][topic];
