import { useMutation } from '#web/lib/mutation';
import { readJson, type ApiFetch } from '#web/lib/api';

export interface ChangePasswordInput {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/**
 * POST /api/user/password → 204. Other sessions end; this one gets new session and XSRF cookies. Errors:
 * `ApiRequestError` with `errors.current_password` (422) or `errors.password` (400, too weak).
 */
export async function changePassword(api: ApiFetch, input: ChangePasswordInput): Promise<void> {
  await readJson<void>(await api('/api/user/password', { method: 'POST', body: JSON.stringify(input) }));
}

export const useChangePassword = (api: ApiFetch) => useMutation({ mutationFn: (input: ChangePasswordInput) => changePassword(api, input) });
