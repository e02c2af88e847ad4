import { UserDto, type RegisterInput } from '@anonse/contracts';
import { useMutation } from '@tanstack/react-query';
import { ensureCsrf, readJson, type ApiFetch } from '#web/lib/api';

/** POST /api/register → 201 UserDto (signed in) or 400/422 with `errors` per field. */
export async function register(api: ApiFetch, input: RegisterInput): Promise<UserDto> {
  await ensureCsrf();
  const res = await api('/api/register', { method: 'POST', body: JSON.stringify(input) });
  return UserDto.parse(await readJson<unknown>(res));
}

export const useRegister = (api: ApiFetch) => useMutation({ mutationFn: (input: RegisterInput) => register(api, input) });
