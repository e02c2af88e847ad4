import type { SmsNoticeSettingsDto } from '@anonse/contracts/browser';
import { readJson, type ApiFetch } from '#web/lib/api';

/** GET /api/user/phone/notices → which SMS notices the caller chose, and whether any can be on. */
export async function getSmsNotices(api: ApiFetch): Promise<SmsNoticeSettingsDto> {
  return readJson<SmsNoticeSettingsDto>(await api('/api/user/phone/notices'));
}
