import { href } from '@anonse/contracts/browser';
import { footerColumns, headerTabs, isTabActive } from './nav-links';

describe('header tabs (docs/product.md § 2)', () => {
  it('lists home, women, erotic massages, massage parlors, couples, GFE, phone services, BDSM, men and trans, in that order', () => {
    expect(headerTabs('pl').map((t) => t.to)).toEqual([
      '/',
      '/anonse/panie/',
      '/masaze-erotyczne/',
      '/salony-masazu/',
      '/anonse/pary/',
      '/anonse/klimat-gfe/',
      '/anonse/sex-telefon-pokazy/',
      '/anonse/bdsm/',
      '/anonse/panowie/',
      '/anonse/trans/',
    ]);
  });

  it('takes the English paths from the route table', () => {
    expect(headerTabs('en').map((t) => t.to)).toEqual([
      href('home', 'en'),
      '/en/erotic-ads/ladies/',
      '/en/erotic-massages/',
      '/en/erotic-massage-parlors/',
      '/en/erotic-ads/couples/',
      '/en/erotic-ads/gfe-climate/',
      '/en/erotic-ads/phone-and-shows/',
      '/en/erotic-ads/bdsm/',
      '/en/erotic-ads/gentlemen/',
      '/en/erotic-ads/trans/',
    ]);
  });

  it('marks home only on itself, a list on itself and the pages under it', () => {
    const [home, women] = headerTabs('pl');
    expect(isTabActive(home!, '/', 'pl')).toBe(true);
    expect(isTabActive(home!, '/anonse/panie/', 'pl')).toBe(false);
    expect(isTabActive(women!, '/anonse/panie/krakow/', 'pl')).toBe(true);
    expect(isTabActive(women!, '/anonse/pary/', 'pl')).toBe(false);
  });
});

describe('footer links (docs/product.md § 2)', () => {
  const paths = (locale: 'pl' | 'en') => footerColumns(locale).flatMap((c) => c.links.map((l) => [l.id, l.to] as const));

  it('links every page the spec lists, Polish-only ones only in Polish', () => {
    const pl = new Map(paths('pl'));
    expect(Object.fromEntries(pl)).toMatchObject({
      home: '/',
      terms: '/regulamin/',
      privacy: '/polityka-prywatnosci/',
      advertising: '/reklama/',
      about: '/o-nas/',
      news: '/aktualnosci/',
      contact: '/kontakt/',
      security: '/bezpieczenstwo/',
      adTypes: '/rodzaje-ogloszen/',
      promoInfo: '/promowanie-ogloszen/',
      blog: '/blog/',
      guides: '/poradniki/',
      stories: '/opowiadania-erotyczne/',
      escortArticle: '/blog/kim-jest-escort/',
      escorts: '/roksa/',
      login: '/login/',
      register: '/register/',
      addAd: '/dodaj-anons/',
      pricing: '/cennik/',
      sitemap: '/sitemap/',
      sitemapRegions: '/sitemap/regions/',
      sitemapProvinces: '/sitemap/provinces/',
      categoryMap: '/sitemap/#sitemap-categories',
      liveSex: '/anonse/sex-telefon-pokazy/',
      salons: '/salony-masazu/',
    });
    const en = new Map(paths('en'));
    expect(en.has('stories')).toBe(false);
    expect(en.has('escortArticle')).toBe(false);
    expect(en.get('terms')).toBe('/en/regulations/');
    expect(en.get('escorts')).toBe('/en/escorts/');
    expect(en.get('liveSex')).toBe('/en/erotic-ads/phone-and-shows/');
    expect(en.get('salons')).toBe('/en/erotic-massage-parlors/');
  });

  it('keeps every English link under /en/', () => {
    for (const [, to] of paths('en')) expect(to.startsWith('/en/')).toBe(true);
  });
});
