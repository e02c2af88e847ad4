import { PRICE_LIST } from '@anonse/contracts/browser';
import { formatPln as format } from './money';

// Intl separates the currency with a no-break space; compare with plain spaces.
const formatPln = (grosze: number, locale: 'pl' | 'en') => format(grosze, locale).replace(/\s/g, ' ');

describe('formatPln', () => {
  it('writes grosze as złoty the way each language does', () => {
    expect(formatPln(2500, 'pl')).toBe('25,00 zł');
    expect(formatPln(2500, 'en')).toBe('PLN 25.00');
    expect(formatPln(1999, 'pl')).toBe('19,99 zł');
  });

  it('prices every package of the price list in whole grosze', () => {
    for (const pkg of PRICE_LIST.packages) {
      expect(Number.isInteger(pkg.priceGrosze)).toBe(true);
      expect(formatPln(pkg.priceGrosze, 'en')).toMatch(/^PLN [\d,]+\.\d\d$/);
    }
  });
});
