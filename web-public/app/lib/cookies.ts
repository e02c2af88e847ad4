/**
 * Reads one cookie from a Cookie header (or document.cookie), percent-decoded. A few lines instead of a cookie
 * library: every page reads the CSRF cookie, and the library was the biggest part of the code every page loads.
 */
export function getCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/** docs/product.md § 4 / § 9: the age gate is shown while `adultContent` is not `true`; accepting stores it for 30 days. */
export const ADULT_COOKIE = 'adultContent';
export const ADULT_COOKIE_MAX_AGE = 2_592_000;
export const adultCookieValue = (): string => `${ADULT_COOKIE}=true; Max-Age=${ADULT_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;
export const hasAdultConsent = (cookieHeader: string | null | undefined): boolean => getCookie(cookieHeader, ADULT_COOKIE) === 'true';
