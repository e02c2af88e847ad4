import { VerificationStatusDto } from '@anonse/contracts';
import { readJson, type ApiFetch } from '#web/lib/api';

/** GET /api/user/verification → where the signed-in user's verification stands (401 for a guest). */
export async function getVerification(api: ApiFetch): Promise<VerificationStatusDto> {
  return VerificationStatusDto.parse(await readJson<unknown>(await api('/api/user/verification')));
}
