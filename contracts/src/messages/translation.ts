/** The English (or any other) side of a message tree must have exactly the Polish side's keys. */
export type Translation<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

/** One namespace of messages in both languages; English is type-checked against Polish. */
export interface Messages<T> {
  readonly pl: T;
  readonly en: Translation<T>;
}
