import { adultCookieValue, getCookie, hasAdultConsent } from './cookies';

describe('cookies', () => {
  it('reads one cookie, decoded', () => {
    expect(getCookie('a=1; XSRF-TOKEN=ab%3Dcd; adultContent=true', 'XSRF-TOKEN')).toBe('ab=cd');
    expect(getCookie('a=1', 'b')).toBeUndefined();
    expect(getCookie(null, 'a')).toBeUndefined();
  });
  it('stores the age-gate consent for 30 days (spec § 4)', () => {
    expect(adultCookieValue()).toBe('adultContent=true; Max-Age=2592000; Path=/; SameSite=Lax');
    expect(hasAdultConsent('x=y; adultContent=true')).toBe(true);
    expect(hasAdultConsent('adultContent=false')).toBe(false);
  });
});
