import type { PhoneStatusDto, SmsNoticeKind, SmsNoticeSettingsDto } from '@anonse/contracts/browser';
import { readJson, type ApiFetch } from '#web/lib/api';

/** POST /api/user/phone (send a code), /confirm (check it), DELETE (give the number up): each answers the status after it. */
export const sendPhoneCode = async (api: ApiFetch, number: string): Promise<PhoneStatusDto> =>
  readJson<PhoneStatusDto>(await api('/api/user/phone', { method: 'POST', body: JSON.stringify({ number }) }));
export const confirmPhoneCode = async (api: ApiFetch, code: string): Promise<PhoneStatusDto> =>
  readJson<PhoneStatusDto>(await api('/api/user/phone/confirm', { method: 'POST', body: JSON.stringify({ code }) }));
export const removePhone = async (api: ApiFetch): Promise<PhoneStatusDto> =>
  readJson<PhoneStatusDto>(await api('/api/user/phone', { method: 'DELETE' }));

/** PUT /api/user/phone/notices: the whole choice of SMS notices; answers the choice after it. */
export const saveSmsNotices = async (api: ApiFetch, choice: Record<SmsNoticeKind, boolean>): Promise<SmsNoticeSettingsDto> =>
  readJson<SmsNoticeSettingsDto>(await api('/api/user/phone/notices', { method: 'PUT', body: JSON.stringify(choice) }));
