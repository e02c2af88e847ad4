/**
 * `react` in the islands' build (vite.islands.config.ts): Preact's compatibility layer, with one difference. Preact
 * numbers `useId()` per render root, and every island is a root of its own, so the first ids of two islands were the
 * same (a label of one form pointed at a field of another); each island's root gives its ids a prefix of its own.
 */
import { createContext } from 'preact';
import { useContext, useId as preactUseId } from 'preact/compat';

// @ts-expect-error -- compat's type declarations are an `export =`; the bundler reads its ES module, which has named exports
export * from 'preact/compat';
export { default } from 'preact/compat';

export const IslandIdPrefix = createContext('');

export function useId(): string {
  return useContext(IslandIdPrefix) + preactUseId();
}
