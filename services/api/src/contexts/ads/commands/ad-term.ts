import type { AppConfig } from '#api/platform/config/config';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The end of a term that starts at `now` (approval or renewal), from the configured term length. */
export const termEnd = (config: Pick<AppConfig, 'ads'>, now: string): string =>
  new Date(Date.parse(now) + config.ads.termDays * DAY_MS).toISOString();

/** When the owner of a term ending at `expiresAt` is reminded. */
export const reminderTime = (config: Pick<AppConfig, 'ads'>, expiresAt: string): string =>
  new Date(Date.parse(expiresAt) - config.ads.reminderDays * DAY_MS).toISOString();
