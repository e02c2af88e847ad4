/** Who holds an item in the console, and until when (ISO). */
export interface Claim {
  holderId: string;
  until: string;
}

/**
 * Whether `moderatorId` may take or renew the claim at `now`: a free or lapsed item goes to whoever opens it, a
 * held one stays with its holder (who renews it). The store runs the same rule in one statement, so two
 * moderators opening an item at once cannot both get it.
 */
export function mayClaim(current: Claim | null, moderatorId: string, now: string): boolean {
  return current === null || current.holderId === moderatorId || current.until <= now;
}

/** The end of a claim taken at `now` for `minutes`. */
export const claimUntil = (now: string, minutes: number): string => new Date(Date.parse(now) + minutes * 60_000).toISOString();
