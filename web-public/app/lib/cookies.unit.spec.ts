import { adultCookieValue, getCookie, hasAdultConsent } from './cookies';

describe('cookies', () => {
  it('reads one cookie, decoded', () => {
    expect(getCookie('a=1; XSRF-TOKEN=ab%3Dcd; adultContent=true', 'XSRF-TOKEN')).toBe('ab=cd');
    expect(getCookie('a=1', 'b')).toBeUndefined();
    expect(getCookie(null, 'a')).toBeUndefined();
  });
  it('stores the age-gate consent for 30 days (docs/product.md § 4)', () => {
    expect(adultCookieValue()).toBe('adultContent=true; Max-Age=2592000; Path=/; SameSite=Lax');
    expect(hasAdultConsent('x=y; adultContent=true')).toBe(true);
    expect(hasAdultConsent('adultContent=false')).toBe(false);
  });
});

describe('getCookie edge cases', () => {
  it('takes the first of two cookies with one name, unquotes, and keeps a value that is not valid percent-encoding', () => {
    expect(getCookie('a=1; a=2', 'a')).toBe('1');
    expect(getCookie('a="x y"', 'a')).toBe('x y');
    expect(getCookie('a=%E0%A4%A', 'a')).toBe('%E0%A4%A');
    expect(getCookie('ab=1; b=2', 'b')).toBe('2');
  });
});
