import fc from 'fast-check';
import { z } from 'zod';
import { fieldErrors, safeParseLocalized } from './errors';
import { AdFields } from './ads/ad-fields';
import { AdminAdListParams } from './ads/admin-list';
import { RejectAdInput } from './ads/ad-commands';
import { LoginInput, Password, RegisterInput } from './accounts/account';
import { parseSearchQuery } from './search/query-string';
import { codePointLength, EntityId, text, textProblem } from './text';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f]/;
const MULTILINE_FORBIDDEN = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

/** Strings biased towards what breaks text handling: controls, surrogate halves, combining marks, CR/LF. */
const hostileChar = fc.oneof(
  fc.constantFrom('\u0000', '\u0001', '\u001f', '\u007f', '\u0085', '\u009f', '\r', '\n', '\t', '\r\n', ' ', '\u00a0', '\ufeff'),
  fc.constantFrom('\ud800', '\udc00', '\ud83d\ude00', 'e\u0301', '\u0301', 'Å', 'ą', 'ﬁ', '\u2028'),
  fc.string({ unit: 'binary', maxLength: 3 }),
  fc.string({ unit: 'grapheme', maxLength: 3 }),
);
const hostileString = fc.array(hostileChar, { maxLength: 40 }).map((parts) => parts.join(''));

describe('text', () => {
  const single = text({ min: 1, max: 20 });
  const multi = text({ min: 1, max: 20, multiline: true });
  const raw = text({ max: 20, trim: false });

  it('refuses NUL and lone surrogates, whatever else the string holds', () => {
    for (const bad of ['a\u0000b', '\u0000', 'ab\ud800', '\udc00cd', 'x\ud83d']) {
      expect(textProblem(bad)).toBe('invalid');
      const result = single.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error!.issues[0]!.message).toBe('common:invalidCharacters');
    }
    expect(single.safeParse('ok \ud83d\ude00').success).toBe(true);
  });

  it('refuses C0, DEL and C1 controls; a multi-line field keeps \\n and \\t and turns \\r\\n into \\n', () => {
    for (const bad of ['a\u0001b', 'a\tb', 'a\nb', 'a\u007fb', 'a\u0085b', 'a\u009fb', 'a\u001bb'])
      expect(single.safeParse(bad).success).toBe(false);
    expect(multi.parse('a\r\nb\tc\rd')).toBe('a\nb\tc\nd');
    for (const bad of ['a\u0001b', 'a\u000bb', 'a\u0085b', 'a\u0000b']) expect(multi.safeParse(bad).success).toBe(false);
  });

  it('normalises to NFC and trims (not for passwords), and counts code points', () => {
    expect(single.parse('  e\u0301  ')).toBe('é');
    expect(raw.parse('  e\u0301  ')).toBe('  é  ');
    expect(codePointLength('\ud83d\ude00\ud83d\ude00')).toBe(2);
    // 20 emoji are 40 UTF-16 units but 20 characters.
    expect(text({ max: 20 }).safeParse('\ud83d\ude00'.repeat(20)).success).toBe(true);
    expect(text({ max: 20 }).safeParse('\ud83d\ude00'.repeat(21)).success).toBe(false);
    expect(text({ min: 3, max: 20 }).safeParse('\ud83d\ude00\ud83d\ude00').success).toBe(false);
    expect(text({ min: 2, max: 20 }).safeParse(' a ').success).toBe(false);
  });

  it('speaks Polish through translateMessage and zod’s locale', () => {
    const result = safeParseLocalized(z.object({ title: text({ min: 5, max: 10 }) }), { title: 'a\u0000bcdef' }, 'pl');
    expect(fieldErrors(result.error!, 'pl')).toEqual({ title: ['Tekst zawiera nieprawidłowe znaki (np. NUL)'] });
    expect(fieldErrors(result.error!, 'en')).toEqual({ title: ['The text contains invalid characters (e.g. NUL)'] });
    const control = safeParseLocalized(z.object({ title: text({ min: 5, max: 10 }) }), { title: 'ab\u0007cdef' }, 'pl');
    expect(fieldErrors(control.error!, 'pl')).toEqual({ title: ['Tekst nie może zawierać znaków sterujących'] });
    const short = safeParseLocalized(z.object({ title: text({ min: 5, max: 10 }) }), { title: '\ud83d\ude00\ud83d\ude00' }, 'pl');
    expect(fieldErrors(short.error!, 'pl').title![0]).toMatch(/5/);
  });

  it('property: whatever passes holds no NUL, lone surrogate or forbidden control, and passing again changes nothing', () => {
    const schemas = [
      { schema: text({ max: 50 }), forbidden: SINGLE_LINE_FORBIDDEN },
      { schema: text({ max: 50, multiline: true }), forbidden: MULTILINE_FORBIDDEN },
      { schema: text({ max: 50, trim: false }), forbidden: SINGLE_LINE_FORBIDDEN },
    ];
    fc.assert(
      fc.property(fc.oneof(hostileString, fc.string({ unit: 'binary', maxLength: 60 })), (input) => {
        for (const { schema, forbidden } of schemas) {
          const first = schema.safeParse(input);
          if (!first.success) continue;
          expect(first.data).not.toMatch(forbidden);
          expect(first.data).not.toMatch(LONE_SURROGATE);
          expect(first.data.normalize('NFC')).toBe(first.data);
          expect(codePointLength(first.data)).toBeLessThanOrEqual(50);
          expect(schema.parse(first.data)).toBe(first.data);
        }
      }),
      { numRuns: 3000 },
    );
  });
});

describe('the contracts use the text rules', () => {
  const ad = {
    title: 'Tytuł ogłoszenia',
    description: 'Opis ogłoszenia, który ma dość znaków.',
    category: 'kobieta',
    province: 'mazowieckie',
    city: 'warszawa',
    phone: '600 100 200',
    age: 30,
    outcalls: 1,
    workingHours: { from: 10, to: 20 },
    prices: {},
  };

  it('ad fields: NUL in the title and lone surrogates in the description are refused; line breaks stay in the description', () => {
    expect(AdFields.safeParse(ad).success).toBe(true);
    expect(AdFields.safeParse({ ...ad, title: 'Tytuł\u0000ogłoszenia' }).success).toBe(false);
    expect(AdFields.safeParse({ ...ad, title: 'Tytuł \ud800 ogłoszenia' }).success).toBe(false);
    expect(AdFields.safeParse({ ...ad, title: 'Tytuł\nogłoszenia' }).success).toBe(false);
    expect(AdFields.safeParse({ ...ad, description: `${ad.description}\ud800` }).success).toBe(false);
    expect(AdFields.parse({ ...ad, description: `${ad.description}\r\nDruga linia.` }).description).toBe(`${ad.description}\nDruga linia.`);
    expect(AdFields.safeParse({ ...ad, province: 'mazowieckie\u0000' }).success).toBe(false);
    expect(RejectAdInput.safeParse({ reason: 'zły\u0000powód' }).success).toBe(false);
  });

  it('accounts: login and e-mail are cleaned; passwords keep their spaces but refuse controls', () => {
    const register = {
      login: 'ala',
      email: 'ala@example.com',
      password: ' Ze-bra kangur 42 xq ',
      password_confirmation: ' Ze-bra kangur 42 xq ',
      terms: true,
    };
    expect(RegisterInput.parse(register).password).toBe(' Ze-bra kangur 42 xq ');
    expect(RegisterInput.safeParse({ ...register, login: 'a\u0000la' }).success).toBe(false);
    expect(RegisterInput.safeParse({ ...register, email: 'ala\u0000@example.com' }).success).toBe(false);
    expect(Password.safeParse('Ze-bra kangur\u0000 42 xq').success).toBe(false);
    expect(Password.safeParse('Ze-bra kangur\ud800 42 xq').success).toBe(false);
    // The confirmation is normalised like the password, so the same keys typed twice always match.
    expect(
      RegisterInput.safeParse({ ...register, password: 'Ze\u0301bra-kangur-42-xq', password_confirmation: 'Zébra-kangur-42-xq' }).success,
    ).toBe(true);
    expect(LoginInput.safeParse({ login: 'ala\u0000', password: 'x' }).success).toBe(false);
  });

  it('search: NUL or a lone surrogate in any text filter is a validation error, never passed on', () => {
    for (const query of ['title=%00', 'phone=1%00', 'district=%ED%A0%80', 'province=%00', 'city=a%01b', 'service=%00']) {
      expect(parseSearchQuery(query).success).toBe(false);
    }
    expect(parseSearchQuery('title=masa%C5%BC').success).toBe(true);
    expect(parseSearchQuery('__proto__=x&constructor=y').success).toBe(true);
  });

  it('admin list: sort and filter fields come from an allow-list', () => {
    expect(
      AdminAdListParams.safeParse({ sort: '["createdAt","DESC"]', filter: '{"status":"pending","q":"x"}', range: '[0,24]' }).success,
    ).toBe(true);
    for (const field of ['constructor', '__proto__', 'owner_id; DROP TABLE ads', 'toString'])
      expect(AdminAdListParams.safeParse({ sort: JSON.stringify([field, 'ASC']) }).success).toBe(false);
    expect(AdminAdListParams.safeParse({ filter: '{"__proto__":{"x":1}}' }).success).toBe(false);
    expect(AdminAdListParams.safeParse({ filter: '{"title":"x"}' }).success).toBe(false);
    expect(AdminAdListParams.safeParse({ filter: '{"q":"\\u0000"}' }).success).toBe(false);
    expect(AdminAdListParams.safeParse({ range: '[0,1e300]' }).success).toBe(false);
  });

  it('ids: only UUIDs', () => {
    expect(EntityId.safeParse('6f1d5b0e-8c2a-4e7b-9a3f-0d4c2b1e7a95').success).toBe(true);
    for (const bad of ['\u0000', '6f1d5b0e-8c2a-4e7b-9a3f-0d4c2b1e7a9', '../x', 'constructor', `6f1d5b0e-8c2a-4e7b-9a3f-0d4c2b1e7a95\n`])
      expect(EntityId.safeParse(bad).success).toBe(false);
  });
});
