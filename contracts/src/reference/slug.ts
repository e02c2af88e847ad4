/** Lower-case ASCII slug with ł→l and other diacritics dropped, as the reference data's slugs are made. */
export const slugify = (text: string): string =>
  text
    .toLowerCase()
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
