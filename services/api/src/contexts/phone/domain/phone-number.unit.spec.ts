import fc from 'fast-check';
import { parsePhone } from './phone-number';

const PL = ['PL'];
/** Polish mobile ranges (the regulator's numbering plan) and landline area codes. */
const MOBILE_PREFIXES = ['50', '51', '53', '57', '60', '66', '69', '72', '73', '78', '79', '88'];
const LANDLINE_AREAS = ['12', '22', '32', '42', '58', '61', '71', '81', '91'];

const digits = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));
const mobile = fc.tuple(fc.constantFrom(...MOBILE_PREFIXES), digits(7)).map(([p, d]) => p + d);
const landline = fc.tuple(fc.constantFrom(...LANDLINE_AREAS), digits(7)).map(([p, d]) => p + d);
/** How people write one national number: grouped with spaces or dashes, with +48, 0048 or nothing in front. */
const written = (national: string) =>
  fc
    .tuple(
      fc.constantFrom('', '+48', '+48 ', '0048', '0048 ', '(+48) '),
      fc.array(fc.constantFrom('', ' ', '-'), { minLength: national.length, maxLength: national.length }),
      fc.constantFrom('', ' ', '  '),
    )
    .map(
      ([prefix, seps, pad]) =>
        pad + prefix + [...national].map((c, i) => (i > 0 ? seps[i]!.replace('-', i % 3 ? '' : '-') : '') + c).join('') + pad,
    );

describe('parsePhone', () => {
  it('reads the usual ways of writing a Polish mobile', () => {
    for (const input of [
      '512 345 678',
      '512345678',
      '+48 512 345 678',
      '+48512345678',
      '0048 512 345 678',
      '0048512345678',
      '512-345-678',
      '(+48) 512 345 678',
    ])
      expect(parsePhone(input, PL)).toEqual({ ok: true, e164: '+48512345678', country: 'PL' });
  });

  it('property: every way of writing a mobile reads as the same E.164 number', () => {
    fc.assert(
      fc.property(
        mobile.chain((n) => fc.tuple(fc.constant(n), written(n))),
        ([national, input]) => {
          expect(parsePhone(input, PL)).toEqual({ ok: true, e164: `+48${national}`, country: 'PL' });
        },
      ),
    );
  });

  it('property: a landline is never accepted, however it is written', () => {
    fc.assert(
      fc.property(
        landline.chain((n) => written(n)),
        (input) => {
          const parsed = parsePhone(input, PL);
          expect(parsed.ok).toBe(false);
        },
      ),
    );
    expect(parsePhone('22 123 45 67', PL)).toEqual({ ok: false, problem: 'notMobile' });
  });

  it('refuses premium-rate and shared-cost numbers (SMS pumping) as not mobile', () => {
    expect(parsePhone('701 234 567', PL)).toEqual({ ok: false, problem: 'notMobile' });
    expect(parsePhone('800 123 456', PL)).toEqual({ ok: false, problem: 'notMobile' });
  });

  it('property: text that is not a number is refused, never guessed into one', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 30 }).filter((s) => /[^\d\s+().-]/.test(s)),
        (input) => {
          expect(parsePhone(input, PL)).toEqual({ ok: false, problem: 'badNumber' });
        },
      ),
    );
    expect(parsePhone('', PL)).toEqual({ ok: false, problem: 'badNumber' });
    expect(parsePhone('512 345', PL)).toEqual({ ok: false, problem: 'badNumber' });
  });

  it('takes only the allowed countries, the first of them for a number without a prefix', () => {
    expect(parsePhone('+49 151 23456789', PL)).toEqual({ ok: false, problem: 'countryNotAllowed' });
    expect(parsePhone('+49 151 23456789', ['PL', 'DE'])).toEqual({ ok: true, e164: '+4915123456789', country: 'DE' });
    expect(parsePhone('0151 23456789', ['DE', 'PL'])).toEqual({ ok: true, e164: '+4915123456789', country: 'DE' });
    expect(parsePhone('512 345 678', ['DE', 'PL']).ok).toBe(false);
  });
});
