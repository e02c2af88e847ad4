import {
  type ConfirmEmailResult,
  type EmailSettingsDto,
  type ChangeEmailInput,
  type ConfirmEmailInput,
  type EmailLanguageInput,
  type ForgotPasswordInput,
  type ResetPasswordInput,
} from '@anonse/contracts/browser';
import { useMutation } from '#web/lib/mutation';
import { ensureCsrf, readJson, type ApiFetch } from '#web/lib/api';

/** POST /api/forgot-password → 202, the same for any address. */
export async function forgotPassword(api: ApiFetch, input: ForgotPasswordInput): Promise<void> {
  await ensureCsrf();
  await readJson<unknown>(await api('/api/forgot-password', { method: 'POST', body: JSON.stringify(input) }));
}

/** POST /api/reset-password → 204; 422 with `errors.token` (expired, used), 400 with `errors.password` (too weak). */
export async function resetPassword(api: ApiFetch, input: ResetPasswordInput): Promise<void> {
  await ensureCsrf();
  await readJson<void>(await api('/api/reset-password', { method: 'POST', body: JSON.stringify(input) }));
}

/** POST /api/email/confirm → what the link confirmed; 422 with `errors.token`. */
export async function confirmEmail(api: ApiFetch, input: ConfirmEmailInput): Promise<ConfirmEmailResult> {
  await ensureCsrf();
  // The answer's schema (and zod) loads with the answer, not with the page.
  const { ConfirmEmailResult } = await import('@anonse/contracts');
  return ConfirmEmailResult.parse(
    await readJson<unknown>(await api('/api/email/confirm', { method: 'POST', body: JSON.stringify(input) })),
  );
}

/** POST /api/user/email → 202 with the settings (the new address pending). */
export async function changeEmail(api: ApiFetch, input: ChangeEmailInput): Promise<EmailSettingsDto> {
  const { EmailSettingsDto } = await import('@anonse/contracts');
  return EmailSettingsDto.parse(await readJson<unknown>(await api('/api/user/email', { method: 'POST', body: JSON.stringify(input) })));
}

export async function chooseEmailLanguage(api: ApiFetch, input: EmailLanguageInput): Promise<EmailSettingsDto> {
  const { EmailSettingsDto } = await import('@anonse/contracts');
  return EmailSettingsDto.parse(
    await readJson<unknown>(await api('/api/user/email-language', { method: 'POST', body: JSON.stringify(input) })),
  );
}

/** POST /api/user/email/confirmation → 202; 409 once confirmed, 429 when asked too often. */
export async function resendConfirmation(api: ApiFetch): Promise<void> {
  await readJson<unknown>(await api('/api/user/email/confirmation', { method: 'POST' }));
}

export const useForgotPassword = (api: ApiFetch) => useMutation({ mutationFn: (input: ForgotPasswordInput) => forgotPassword(api, input) });
export const useResetPassword = (api: ApiFetch) => useMutation({ mutationFn: (input: ResetPasswordInput) => resetPassword(api, input) });
export const useConfirmEmail = (api: ApiFetch) => useMutation({ mutationFn: (input: ConfirmEmailInput) => confirmEmail(api, input) });
export const useChangeEmail = (api: ApiFetch) => useMutation({ mutationFn: (input: ChangeEmailInput) => changeEmail(api, input) });
export const useChooseEmailLanguage = (api: ApiFetch) =>
  useMutation({ mutationFn: (input: EmailLanguageInput) => chooseEmailLanguage(api, input) });
export const useResendConfirmation = (api: ApiFetch) => useMutation({ mutationFn: () => resendConfirmation(api) });
