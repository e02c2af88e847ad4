import { ContactFormDto, type ApiError, type Locale } from '@anonse/contracts';
import { readJson, type ApiFetch } from '#web/lib/api';
import { contactInputOf, fieldMessages, type ContactOutcome } from '../lib/contact-form-data';

/** GET /api/contact/form: a fresh signed token for this render, and the signed-in person's address. */
export async function getContactForm(api: ApiFetch): Promise<ContactFormDto> {
  return ContactFormDto.parse(await readJson<unknown>(await api('/api/contact/form')));
}

/**
 * POST /api/contact from the page's action (the same with or without JavaScript). Field errors come back with what was
 * typed and the token it was sent with; an expired form comes back with a fresh token, so sending again works at once.
 */
export async function sendContactForm(api: ApiFetch, data: FormData, locale: Locale): Promise<ContactOutcome> {
  const { input, values } = contactInputOf(data, locale);
  const res = await api('/api/contact', { method: 'POST', body: JSON.stringify(input) });
  if (res.ok) return { status: 'sent' };
  let body: Partial<ApiError> | null = null;
  try {
    body = (await res.json()) as Partial<ApiError>;
  } catch {
    body = null;
  }
  const { formToken: tokenError, ...errors } = fieldMessages(body?.errors);
  // The token goes back as it was (a page rendered again gets a fresh one from its loader, which would be dropped as
  // too fast when the person fixes a field at once); only an expired or broken one is replaced.
  let formToken: string | null = typeof input.formToken === 'string' ? input.formToken : null;
  if (tokenError) formToken = (await getContactForm(api).catch(() => null))?.formToken ?? null;
  const message = tokenError ?? (Object.keys(errors).length ? null : (body?.message ?? null));
  return { status: 'failed', message, errors, values, formToken };
}
