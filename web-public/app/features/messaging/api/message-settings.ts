import { readJson, type ApiFetch } from '#web/lib/api';
import type { MessageSettingsDto } from '../lib/dto';

const PATH = '/api/account/message-settings';

export async function getMessageSettings(api: ApiFetch): Promise<MessageSettingsDto> {
  return readJson<MessageSettingsDto>(await api(PATH));
}

export async function saveMessageSettings(api: ApiFetch, settings: MessageSettingsDto): Promise<MessageSettingsDto> {
  const saved = await readJson<MessageSettingsDto | undefined>(await api(PATH, { method: 'PUT', body: JSON.stringify(settings) }));
  return saved ?? settings;
}
