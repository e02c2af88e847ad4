/**
 * Namespace `auth`: login and registration.
 * Polish, the default language; `en.ts` has the same keys.
 */
export const pl = {
  auth: {
    loginTitle: 'Logowanie',
    loginIntro: 'Zaloguj się, aby dodawać anonse i zarządzać kontem.',
    registerTitle: 'Rejestracja',
    registerIntro: 'Załóż darmowe konto i dodaj swój anons.',
    login: 'Login*',
    password: 'Hasło*',
    email: 'E-mail*',
    passwordConfirmation: 'Powtórz hasło*',
    terms: 'Akceptuję regulamin serwisu*',
    loginSubmit: 'Zaloguj się',
    registerSubmit: 'Załóż konto',
    noAccount: 'Nie masz konta?',
    haveAccount: 'Masz już konto?',
    forgot: 'Nie pamiętasz hasła?',
  },
  seo: {
    loginTitle: 'Logowanie | anonse',
    loginDescription: 'Zaloguj się do serwisu anonse.',
    registerTitle: 'Rejestracja | anonse',
    registerDescription: 'Załóż darmowe konto w serwisie anonse.',
  },
};
