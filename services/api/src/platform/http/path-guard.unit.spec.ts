import { isBadPath } from './path-guard';

describe('isBadPath', () => {
  it.each(['/anonse/', '/api/anonse/search?title=a%20b', '/en/escorts/warszawa/', '/api/anonse/0d4f5a4e-8f0e-4a7c-b1e6-5c2f6b1d9e01'])(
    'lets %s through',
    (url) => expect(isBadPath(url)).toBe(false),
  );

  it.each([
    ['NUL', '/api/anonse/%00'],
    ['a raw control character', '/\tx/'],
    ['an encoded control character', '/%09/'],
    ['a lone surrogate', '/anonse/%ED%A0%80/'],
    ['broken percent-encoding', '/api/anonse/%E0%A4%A'],
    ['two leading slashes', '//evil.example'],
    ['a raw backslash after the first slash (browsers read it as a slash)', '/\\evil.example'],
    ['an encoded slash after the first slash', '/%2Fevil.example'],
    ['an encoded backslash after the first slash', '/%5Cevil.example'],
  ])('refuses %s', (_what, url) => expect(isBadPath(url)).toBe(true));
});
