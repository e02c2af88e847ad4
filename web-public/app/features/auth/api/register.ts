import { type UserDto, type RegisterInput } from '@anonse/contracts/browser';
import { useMutation } from '#web/lib/mutation';
import { ensureCsrf, readJson, type ApiFetch } from '#web/lib/api';

/** POST /api/register → 201 UserDto (signed in) or 400/422 with `errors` per field. */
export async function register(api: ApiFetch, input: RegisterInput): Promise<UserDto> {
  await ensureCsrf();
  const res = await api('/api/register', { method: 'POST', body: JSON.stringify(input) });
  // The answer's schema (and zod) loads with the answer, not with the page.
  const { UserDto } = await import('@anonse/contracts');
  return UserDto.parse(await readJson<unknown>(res));
}

export const useRegister = (api: ApiFetch) => useMutation({ mutationFn: (input: RegisterInput) => register(api, input) });
