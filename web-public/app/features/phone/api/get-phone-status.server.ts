import type { PhoneStatusDto } from '@anonse/contracts/browser';
import { readJson, type ApiFetch } from '#web/lib/api';

/** GET /api/user/phone → where the caller's phone verification stands. */
export async function getPhoneStatus(api: ApiFetch): Promise<PhoneStatusDto> {
  return readJson<PhoneStatusDto>(await api('/api/user/phone'));
}
