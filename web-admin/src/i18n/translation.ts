/** The keys of `T` with any texts: `const en: Translation<typeof pl>` makes a missing or extra English key a compile error. */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

export type AdminLocale = 'pl' | 'en';
