import type { ApiFetch } from '#web/lib/api';
import type { MessageSettingsDto } from '../lib/dto';
import { getMessageSettings } from './message-settings';

/** The settings for the settings page; null when they could not be read (the page says so rather than guess). */
export const getMessageSettingsOrNull = (api: ApiFetch): Promise<MessageSettingsDto | null> => getMessageSettings(api).catch(() => null);
