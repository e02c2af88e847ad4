/** The rules of sending and checking codes (configuration: PHONE_* variables). */
export interface PhoneLimits {
  codeTtlMinutes: number;
  checksPerCode: number;
  /** Codes in any 24 hours, per account and per number. */
  sendsPerDay: number;
  cooldownSeconds: number;
  /** Accounts one number may be verified on. */
  accountsPerNumber: number;
}

const DAY_MS = 24 * 3600_000;

/** The sends of the last 24 hours before `now`, oldest first. */
export const sendsInDay = (sentAt: readonly string[], now: string): string[] =>
  sentAt.filter((t) => Date.parse(t) > Date.parse(now) - DAY_MS && Date.parse(t) <= Date.parse(now)).sort();

/** Why no code may go out now, and until when. */
export interface SendBlock {
  reason: 'cooldown' | 'tooManySends';
  until: string;
}

/**
 * What stops the next code, or null: the cooldown after the account's last send, and once the day's sends (of the
 * account, or of the number on any account) are used up, the moment the oldest of them is 24 hours old (a rolling
 * day: no burst at midnight). The later of the two wins, so the time shown is when a send really opens.
 */
export function sendBlock(
  accountSends: readonly string[],
  numberSends: readonly string[],
  now: string,
  limits: PhoneLimits,
): SendBlock | null {
  const blocks: SendBlock[] = [];
  const mine = sendsInDay(accountSends, now);
  const last = mine.at(-1);
  const cooldownEnd = last ? Date.parse(last) + limits.cooldownSeconds * 1000 : 0;
  if (cooldownEnd > Date.parse(now)) blocks.push({ reason: 'cooldown', until: new Date(cooldownEnd).toISOString() });
  for (const day of [mine, sendsInDay(numberSends, now)]) {
    if (day.length >= limits.sendsPerDay)
      blocks.push({ reason: 'tooManySends', until: new Date(Date.parse(day[day.length - limits.sendsPerDay]!) + DAY_MS).toISOString() });
  }
  return blocks.reduce<SendBlock | null>((a, b) => (!a || b.until > a.until ? b : a), null);
}

/** Sends left in the rolling day for the account. */
export const sendsLeft = (accountSends: readonly string[], now: string, limits: PhoneLimits): number =>
  Math.max(0, limits.sendsPerDay - sendsInDay(accountSends, now).length);
