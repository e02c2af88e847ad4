import type { PhotoFormat, PhotoSource } from '@anonse/contracts/browser';

/** `url 320w, url 640w, …` of one format, narrowest first; empty when the format is missing. */
export function srcSetOf(sources: readonly PhotoSource[], format: PhotoFormat): string {
  return sources
    .filter((s) => s.format === format)
    .sort((a, b) => a.width - b.width)
    .map((s) => `${s.url} ${s.width}w`)
    .join(', ');
}

/**
 * The `<img src>` for browsers without srcset support: the narrowest JPEG at least `preferredWidth` wide (or
 * the widest there is), so the fallback is not the heaviest file.
 */
export function fallbackSource(sources: readonly PhotoSource[], preferredWidth = 640): PhotoSource | undefined {
  const jpegs = sources.filter((s) => s.format === 'jpeg').sort((a, b) => a.width - b.width);
  const pool = jpegs.length ? jpegs : [...sources].sort((a, b) => a.width - b.width);
  return pool.find((s) => s.width >= preferredWidth) ?? pool.at(-1);
}

/** Moves the item at `from` to `to` (both clamped), returning a new array. */
export function move<T>(items: readonly T[], from: number, to: number): T[] {
  const copy = [...items];
  if (from < 0 || from >= copy.length) return copy;
  const [item] = copy.splice(from, 1);
  copy.splice(Math.max(0, Math.min(to, copy.length)), 0, item!);
  return copy;
}
