import type { Localized } from '../i18n';

/** What a contact message is about (the form's list; the console filters by it). */
export const SUPPORT_SUBJECTS = ['general', 'ad', 'account', 'payment', 'safety', 'other'] as const;
export type SupportSubjectName = (typeof SUPPORT_SUBJECTS)[number];

/** The subjects' names, one source for the form, the e-mails and the console. */
export const SUPPORT_SUBJECT_NAMES: Record<SupportSubjectName, Localized> = {
  general: { pl: 'Pytanie ogólne', en: 'General question' },
  ad: { pl: 'Mój anons', en: 'My ad' },
  account: { pl: 'Konto i logowanie', en: 'Account and signing in' },
  payment: { pl: 'Płatności i punkty', en: 'Payments and points' },
  safety: { pl: 'Bezpieczeństwo i nadużycia', en: 'Safety and abuse' },
  other: { pl: 'Inna sprawa', en: 'Something else' },
};
