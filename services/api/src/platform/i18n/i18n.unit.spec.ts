import { CONTRACT_MESSAGES, LOCALES } from '@anonse/contracts';
import { message, textOf } from './i18n';
import { PLATFORM_MESSAGES } from './platform-messages';

const keysOf = (tree: object) => Object.keys(tree).sort();

describe('API texts', () => {
  it('has every namespace in both languages with the same keys, and i18next answers each code', () => {
    for (const [namespace, messages] of Object.entries({ platform: PLATFORM_MESSAGES, ...CONTRACT_MESSAGES })) {
      expect(keysOf(messages.en)).toEqual(keysOf(messages.pl));
      for (const locale of LOCALES)
        for (const [key, text] of Object.entries(messages[locale] as Record<string, string>))
          expect(textOf(`${namespace}:${key}`, locale)).toBe(text);
    }
  });

  it('answers in the request language: the English login error is a sentence, not a key', () => {
    expect(textOf('accounts:invalidCredentials', 'en')).toBe('Wrong login or password');
    expect(textOf('accounts:invalidCredentials', 'pl')).toBe('Nieprawidłowy login lub hasło');
    expect(message('unauthenticated', 'en')).toBe('Log in to continue.');
  });
});
