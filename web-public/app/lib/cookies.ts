/** Reads one cookie from a Cookie header (or document.cookie). */
export function getCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(/;\s*/)) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq) === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1));
      } catch {
        return part.slice(eq + 1);
      }
    }
  }
  return undefined;
}

/** Spec § 4 / § 9: the age gate is shown while `adultContent` is not `true`; accepting stores it for 30 days. */
export const ADULT_COOKIE = 'adultContent';
export const ADULT_COOKIE_MAX_AGE = 2_592_000;
export const adultCookieValue = (): string => `${ADULT_COOKIE}=true; Max-Age=${ADULT_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;
export const hasAdultConsent = (cookieHeader: string | null | undefined): boolean => getCookie(cookieHeader, ADULT_COOKIE) === 'true';
