import { UserDto } from '@anonse/contracts';
import { readJson, type ApiFetch } from '#web/lib/api';

/** GET /api/user → the signed-in user, or null (401). */
export async function getUser(api: ApiFetch): Promise<UserDto | null> {
  const res = await api('/api/user');
  if (res.status === 401 || res.status === 403) return null;
  return UserDto.parse(await readJson<unknown>(res));
}
