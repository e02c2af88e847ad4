/** The key tree of a Polish resource with every text a string: `en: Shape<typeof pl>` must have exactly its keys. */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
