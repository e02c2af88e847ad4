import { returnTo } from './return-to';

describe('returnTo', () => {
  it('keeps a path of this site with its query', () => {
    expect(returnTo('/anonse/panie/krakow/?page=2')).toBe('/anonse/panie/krakow/?page=2');
    expect(returnTo('/en/search/?city=krakow')).toBe('/en/search/?city=krakow');
  });

  it('ignores anything that could lead elsewhere', () => {
    for (const bad of [
      null,
      '',
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
      '/a\u0000b',
      '/a\nb',
      '/a\\b',
      `/${'a'.repeat(2001)}`,
    ])
      expect(returnTo(bad)).toBeNull();
  });
});
