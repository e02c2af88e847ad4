import { parse, serialize } from 'cookie';

/** Reads one cookie from a Cookie header (or document.cookie). */
export const getCookie = (header: string | null | undefined, name: string): string | undefined => (header ? parse(header)[name] : undefined);

/** Spec § 4 / § 9: the age gate is shown while `adultContent` is not `true`; accepting stores it for 30 days. */
export const ADULT_COOKIE = 'adultContent';
export const ADULT_COOKIE_MAX_AGE = 2_592_000;
export const adultCookieValue = (): string => serialize(ADULT_COOKIE, 'true', { maxAge: ADULT_COOKIE_MAX_AGE, path: '/', sameSite: 'lax' });
export const hasAdultConsent = (cookieHeader: string | null | undefined): boolean => getCookie(cookieHeader, ADULT_COOKIE) === 'true';
