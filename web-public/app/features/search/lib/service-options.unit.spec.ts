import { SERVICES } from '@anonse/contracts/browser';
import { foldText, matchServices } from './service-options';

const slugs = (text: string, chosen: string[] = [], locale: 'pl' | 'en' = 'pl') => matchServices(text, locale, chosen).map((s) => s.slug);

describe('matchServices (the searchable service multi-select)', () => {
  it('offers every service not yet chosen when nothing is typed', () => {
    expect(slugs('')).toHaveLength(SERVICES.length);
    expect(slugs('', ['gfe'])).not.toContain('gfe');
    expect(slugs('', ['gfe'])).toHaveLength(SERVICES.length - 1);
  });
  it('matches without accents or case, names starting with the text first', () => {
    const found = slugs('MASAZ');
    expect(found.length).toBeGreaterThan(3);
    expect(found.every((slug) => foldText(SERVICES.find((s) => s.slug === slug)!.name.pl).includes('masaz'))).toBe(true);
    expect(slugs('tantr')).toEqual(['masaz-tantryczny']);
    expect(slugs('tantric', [], 'en')).toEqual(['masaz-tantryczny']);
  });
  it('finds a word inside a name and gives nothing for text no service has', () => {
    expect(slugs('pocałunki')).toEqual(expect.arrayContaining(['pocalunki', 'francuskie-pocalunki']));
    expect(slugs('pocalunki')[0]).toBe('pocalunki');
    expect(slugs('zzzz')).toEqual([]);
  });
});
