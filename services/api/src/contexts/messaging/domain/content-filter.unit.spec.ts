import { filterContent } from './content-filter';
import { digitsOf } from './spelled-digits';

const contact = (text: string) => filterContent(text).contact;
const scam = (text: string) => filterContent(text).scam;

describe('content filter: contact details', () => {
  it.each([
    ['zadzwoń 501 234 567'],
    ['mój numer 501234567'],
    ['+48 22 123 45 67'],
    ['5.0.1.2.3.4.5.6.7'],
    ['501-234-567'],
    ['pięć zero jeden dwa trzy cztery pięć sześć siedem'],
    ['piec zero jeden, dwa trzy cztery, piec szesc siedem'],
    ['five oh one two three four five six seven'],
  ])('finds the phone number in %j', (text) => expect(contact(text)).toContain('phone'));

  it.each([['cena 200 zł za godzinę'], ['spotkanie 12.05.2024 o 18:30'], ['mam 25 lat, 170 cm wzrostu'], ['dwa razy po pięć minut']])(
    'finds no phone number in %j',
    (text) => expect(contact(text)).not.toContain('phone'),
  );

  it('finds e-mail addresses, also written with "at" or "małpa"', () => {
    expect(contact('pisz na ola@example.pl')).toEqual(['email']);
    expect(contact('ola (at) example (dot) pl')).toEqual(['email']);
    expect(contact('ola małpa example kropka pl')).toEqual(['email']);
  });

  it('tells messenger links from other links', () => {
    expect(contact('https://example.com/oferta')).toEqual(['link']);
    expect(contact('www.example.com')).toEqual(['link']);
    expect(contact('wa.me/48501234567')).toContain('messenger');
    expect(contact('t.me/ola_xyz')).toEqual(['messenger']);
    expect(contact('https://signal.me/#p/abc')).toEqual(['messenger']);
    expect(contact('viber://chat?number=123')).toEqual(['messenger']);
    expect(contact('napisz na WhatsAppie albo telegram')).toEqual(['messenger']);
  });

  it('finds nothing in ordinary text', () => {
    expect(filterContent('Cześć, czy jutro o 18 jest wolny termin? Pozdrawiam.')).toEqual({ contact: [], scam: [] });
  });
});

describe('content filter: money up front', () => {
  it.each([
    ['proszę o zaliczkę 100 zł', 'deposit'],
    ['najpierw przedpłata na konto', 'deposit'],
    ['wymagany zadatek', 'deposit'],
    ['send a deposit first', 'deposit'],
    ['kup kod paysafecard za 200', 'gift-card'],
    ['wyślij kod BLIK', 'gift-card'],
    ['podaj mi kod z BLIKA', 'gift-card'],
    ['a Google Play card', 'gift-card'],
    ['płatność w bitcoin', 'crypto'],
    ['tylko USDT', 'crypto'],
    ['przelew w kryptowalucie', 'crypto'],
  ])('flags %j as %s', (text, flag) => expect(scam(text)).toContain(flag));

  it('flags nothing in a plain question about the price', () => expect(scam('ile kosztuje godzina? płacę gotówką')).toEqual([]));
});

describe('digitsOf', () => {
  it('joins split digits and spells words out', () => {
    expect(digitsOf('5 0 1 2 3 4 5 6 7')).toBe('501234567');
    expect(digitsOf('Pięć zero jeden')).toBe('5 0 1');
  });
});
