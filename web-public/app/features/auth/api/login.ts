import { type UserDto, type LoginInput } from '@anonse/contracts/browser';
import { useMutation } from '#web/lib/mutation';
import { ensureCsrf, readJson, type ApiFetch } from '#web/lib/api';

/** POST /sanctum/csrf-cookie, then POST /api/login (docs/product.md § 7). Errors: `ApiRequestError` with `errors.login`. */
export async function login(api: ApiFetch, input: LoginInput): Promise<UserDto> {
  await ensureCsrf();
  const res = await api('/api/login', { method: 'POST', body: JSON.stringify(input) });
  // The answer's schema (and zod) loads with the answer, not with the page.
  const { UserDto } = await import('@anonse/contracts');
  return UserDto.parse(await readJson<unknown>(res));
}

export const useLogin = (api: ApiFetch) => useMutation({ mutationFn: (input: LoginInput) => login(api, input) });
