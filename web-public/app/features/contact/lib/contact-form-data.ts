import { CONTACT_HONEYPOT_FIELD, type Locale } from '@anonse/contracts/browser';

/** What the person typed, given back to a form re-rendered with errors (no JavaScript: nothing is lost). */
export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** The outcome of a sent form, as the action answers it (the page shows it with or without JavaScript). */
export type ContactOutcome =
  | { status: 'sent' }
  | { status: 'failed'; message: string | null; errors: Record<string, string>; values: ContactValues; formToken: string | null };

const field = (data: FormData, name: string): string => {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
};

/** The posted form → the API's ContactMessageInput (validated there), and the values to give back. */
export function contactInputOf(data: FormData, locale: Locale): { input: Record<string, unknown>; values: ContactValues } {
  const values: ContactValues = {
    name: field(data, 'name'),
    email: field(data, 'email'),
    subject: field(data, 'subject'),
    message: field(data, 'message'),
  };
  const input: Record<string, unknown> = {
    email: values.email,
    subject: values.subject,
    message: values.message,
    locale,
    formToken: field(data, 'formToken'),
    [CONTACT_HONEYPOT_FIELD]: field(data, CONTACT_HONEYPOT_FIELD),
  };
  // The name is optional: an empty field is no name.
  if (values.name.trim()) input.name = values.name;
  return { input, values };
}

/** The API's field errors, one message per field (several joined), keyed by the form's field names. */
export function fieldMessages(errors: Record<string, string[]> | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors ?? {}).map(([key, messages]) => [key.replace(/^body\./, ''), [...new Set(messages)].join(' ')]),
  );
}
