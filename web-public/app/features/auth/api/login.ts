import { UserDto, type LoginInput } from '@anonse/contracts';
import { useMutation } from '@tanstack/react-query';
import { ensureCsrf, readJson, type ApiFetch } from '#web/lib/api';

/** POST /sanctum/csrf-cookie, then POST /api/login (docs/product.md § 7). Errors: `ApiRequestError` with `errors.login`. */
export async function login(api: ApiFetch, input: LoginInput): Promise<UserDto> {
  await ensureCsrf();
  const res = await api('/api/login', { method: 'POST', body: JSON.stringify(input) });
  return UserDto.parse(await readJson<unknown>(res));
}

export const useLogin = (api: ApiFetch) => useMutation({ mutationFn: (input: LoginInput) => login(api, input) });
