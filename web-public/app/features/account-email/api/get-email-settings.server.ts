import { EmailSettingsDto } from '@anonse/contracts';
import { readJson, type ApiFetch } from '#web/lib/api';

/** GET /api/user/email: the settings section's data. */
export async function getEmailSettings(api: ApiFetch): Promise<EmailSettingsDto> {
  return EmailSettingsDto.parse(await readJson<unknown>(await api('/api/user/email')));
}
