import { z } from 'zod';
import { RegisterInput } from '../accounts/account';
import { fieldErrors, safeParseLocalized } from '../errors';
import { text } from '../text';
import { nounOf, plPlural } from './form-errors';

const errorsOf = (schema: z.ZodTypeAny, input: unknown, locale: 'pl' | 'en') => {
  const result = safeParseLocalized(schema, input, locale);
  if (result.success) throw new Error('expected the input to be refused');
  return fieldErrors(result.error, locale);
};

describe('form errors: full sentences that name the field, in both languages', () => {
  const valid = {
    login: 'anna_k',
    email: 'anna@example.com',
    password: 'a-long-password',
    password_confirmation: 'a-long-password',
    terms: true,
  };

  it('agrees the Polish adjective with each noun’s gender (no „Nieprawidłow(y/a/e)”)', () => {
    const form = z.object({ email: z.email(), date: z.iso.date(), password: z.string() });
    const pl = errorsOf(form, { email: 'nope', date: '2025-13-45', password: 42 }, 'pl');
    expect(pl).toEqual({ email: ['Nieprawidłowy adres e-mail.'], date: ['Nieprawidłowa data.'], password: ['Nieprawidłowe hasło.'] });
    const en = errorsOf(form, { email: 'nope', date: '2025-13-45', password: 42 }, 'en');
    expect(en).toEqual({ email: ['Invalid e-mail address.'], date: ['Invalid date.'], password: ['Invalid password.'] });
  });

  it('words the registration form’s rules as sentences', () => {
    expect(errorsOf(RegisterInput, { ...valid, email: 'anna@' }, 'pl').email).toEqual(['Nieprawidłowy adres e-mail.']);
    expect(errorsOf(RegisterInput, { ...valid, password: 'short', password_confirmation: 'short' }, 'pl').password).toEqual([
      'Hasło musi mieć co najmniej 10 znaków.',
    ]);
    expect(errorsOf(RegisterInput, { ...valid, password: 'short', password_confirmation: 'short' }, 'en').password).toEqual([
      'Password must be at least 10 characters long.',
    ]);
    const { login: _login, ...noLogin } = valid;
    expect(errorsOf(RegisterInput, noLogin, 'pl').login).toEqual(['Login jest wymagany.']);
    expect(errorsOf(RegisterInput, noLogin, 'en').login).toEqual(['Login is required.']);
  });

  it('says which field is required in its own gender, and counts characters the Polish way', () => {
    const form = z.object({ city: text({ min: 1, max: 50 }), district: text({ min: 1, max: 50 }), title: text({ min: 3, max: 4 }) });
    expect(errorsOf(form, { city: '', district: '', title: 'abcdef' }, 'pl')).toEqual({
      city: ['Miasto jest wymagane.'],
      district: ['Dzielnica jest wymagana.'],
      title: ['Tytuł może mieć najwyżej 4 znaki.'],
    });
    expect(plPlural(1, 'znak', 'znaki', 'znaków')).toBe('znak');
    expect(plPlural(22, 'znak', 'znaki', 'znaków')).toBe('znaki');
    expect(plPlural(12, 'znak', 'znaki', 'znaków')).toBe('znaków');
    expect(plPlural(25, 'znak', 'znaki', 'znaków')).toBe('znaków');
  });

  it('names ranges by their field and falls back to „wartość” for a field it does not know', () => {
    const form = z.object({ age_from: z.number().int().min(18), whatever: z.number().max(5) });
    expect(errorsOf(form, { age_from: 16, whatever: 9 }, 'pl')).toEqual({
      age_from: ['Wiek musi wynosić co najmniej 18.'],
      whatever: ['Wartość może wynosić najwyżej 5.'],
    });
    expect(errorsOf(form, { age_from: 16, whatever: 9 }, 'en')).toEqual({
      age_from: ['Age must be at least 18.'],
      whatever: ['Value must be at most 5.'],
    });
    expect(nounOf({ path: ['items', 0] }).pl).toBe('wartość');
  });

  it('leaves a schema’s own coded message alone', () => {
    expect(errorsOf(RegisterInput, { ...valid, password_confirmation: 'something-else' }, 'pl').password_confirmation).toEqual([
      'Hasła nie są takie same',
    ]);
  });
});
