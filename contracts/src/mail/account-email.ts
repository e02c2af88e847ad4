import { z } from 'zod';
import { code } from '../messages';
import { Password } from '../accounts/account';
import { LOCALES } from '../i18n';
import { text } from '../text';

/**
 * The e-mail flows of an account: confirming the address, changing it (confirmed from the new address),
 * forgetting and resetting the password, and the language e-mails are written in.
 */

export const EmailAddress = text({ max: 254 }).meta({ format: 'email' }).pipe(z.email());

/**
 * The token of an e-mailed link: `{accountId}.{secret}`. The account id says which stream to check; the secret is
 * 64 hex digits (an HMAC under the server secret) of which only the SHA-256 is ever stored.
 */
export const MailToken = text({ min: 1, max: 120 }).regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[0-9a-f]{64}$/, {
  message: code('mail:linkInvalid'),
});

/** Validity of each kind of link. */
export const MAIL_TOKEN_TTL_MS = {
  emailConfirmation: 24 * 3600_000,
  emailChange: 24 * 3600_000,
  passwordReset: 3600_000,
} as const;

/** POST /api/forgot-password: always answered 202, whether the address belongs to an account or not. */
export const ForgotPasswordInput = z.object({ email: EmailAddress });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInput>;

/** POST /api/reset-password: the token of the e-mailed link and the new password twice. */
export const ResetPasswordInput = z
  .object({ token: MailToken, password: Password, password_confirmation: text({ max: 200, trim: false }) })
  .refine((v) => v.password === v.password_confirmation, { path: ['password_confirmation'], message: code('accounts:passwordsDiffer') });
export type ResetPasswordInput = z.infer<typeof ResetPasswordInput>;

/** POST /api/email/confirm: confirms the address of a registration, or a new address (an e-mail change). */
export const ConfirmEmailInput = z.object({ token: MailToken });
export type ConfirmEmailInput = z.infer<typeof ConfirmEmailInput>;

/** What a confirmed link did. */
export const ConfirmEmailResult = z.object({ confirmed: z.enum(['email', 'emailChange']) });
export type ConfirmEmailResult = z.infer<typeof ConfirmEmailResult>;

/**
 * POST /api/user/email: a new address, confirmed through a link sent to it; the current password is asked again
 * (a session left open must not be enough to take the account over through a password reset).
 */
export const ChangeEmailInput = z.object({ email: EmailAddress, current_password: text({ min: 1, max: 200, trim: false }) });
export type ChangeEmailInput = z.infer<typeof ChangeEmailInput>;

export const MailLocale = z.enum(LOCALES, { message: code('mail:unknownLanguage') });

/** PUT /api/user/email-language */
export const EmailLanguageInput = z.object({ locale: MailLocale });
export type EmailLanguageInput = z.infer<typeof EmailLanguageInput>;

/** GET /api/user/email: the settings section of the dashboard. */
export const EmailSettingsDto = z.object({
  email: z.string(),
  confirmed: z.boolean(),
  locale: MailLocale,
  /** A new address waiting for its confirmation link to be clicked; the current one works until then. */
  pendingEmail: z.string().nullable(),
});
export type EmailSettingsDto = z.infer<typeof EmailSettingsDto>;
