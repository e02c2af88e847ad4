import { ROUTES, href } from '@anonse/contracts/browser';
import { en } from '#web/i18n/en';
import { pl } from '#web/i18n/pl';
import { INFO_PAGE_IDS, RELATED, infoPageOf, splitEmails } from './info-pages';

describe('infoPageOf', () => {
  it('finds the page and language from a path, with or without the trailing slash', () => {
    expect(infoPageOf('/regulamin/')).toEqual({ id: 'terms', locale: 'pl' });
    expect(infoPageOf('/en/regulations/')).toEqual({ id: 'terms', locale: 'en' });
    expect(infoPageOf('/polityka-prywatnosci')).toEqual({ id: 'privacy', locale: 'pl' });
    expect(infoPageOf('/en/ad/')).toEqual({ id: 'advertising', locale: 'en' });
    expect(infoPageOf('/cennik/')).toEqual({ id: 'pricing', locale: 'pl' });
  });
  it('is null for any other path', () => {
    expect(infoPageOf('/')).toBeNull();
    expect(infoPageOf('/regulamin/x/')).toBeNull();
    expect(infoPageOf('/blog/')).toBeNull();
  });
  it('round-trips every page through the route table in both languages', () => {
    for (const id of INFO_PAGE_IDS) {
      expect(ROUTES[id].en).not.toBeNull();
      expect(infoPageOf(href(id, 'pl'))).toEqual({ id, locale: 'pl' });
      expect(infoPageOf(href(id, 'en'))).toEqual({ id, locale: 'en' });
    }
  });
});

describe('info pages', () => {
  it('has a footer label and related pages (never itself) for every page', () => {
    for (const id of INFO_PAGE_IDS) {
      expect(typeof pl.footer[id]).toBe('string');
      expect(typeof en.footer[id]).toBe('string');
      expect(RELATED[id]).not.toContain(id);
    }
  });
});

describe('splitEmails', () => {
  it('splits out e-mail addresses, leaving a trailing full stop in the text', () => {
    expect(splitEmails('Napisz na kontakt@anonse.example.')).toEqual([
      { kind: 'text', value: 'Napisz na ' },
      { kind: 'email', value: 'kontakt@anonse.example' },
      { kind: 'text', value: '.' },
    ]);
  });
  it('keeps text without addresses as one part', () => {
    expect(splitEmails('Brak adresu')).toEqual([{ kind: 'text', value: 'Brak adresu' }]);
    expect(splitEmails('')).toEqual([]);
  });
  it('handles an address at the start and several addresses', () => {
    expect(splitEmails('a@b.pl i c@d.com').map((p) => p.kind)).toEqual(['email', 'text', 'email']);
  });
});
