/**
 * The entries of a package's list module, whose every line re-exports one context's descriptor
 * (`export { adsContext } from './contexts/ads';`), so that registering a context is one line. Sorted by `name`:
 * a module namespace's own order differs between ES modules (sorted by export name) and CommonJS (declaration
 * order), and nothing may depend on either.
 */
export function listed<List extends object>(list: List): Array<List[keyof List]> {
  const entries = Object.values(list) as Array<List[keyof List] & { readonly name: string }>;
  return entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
