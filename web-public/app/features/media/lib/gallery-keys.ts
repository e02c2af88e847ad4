/**
 * Where a key press moves the gallery (ARIA carousel practice): arrows step and wrap around, Home and End jump to the
 * first and last photo. Null for any other key, which the gallery leaves to the browser.
 */
export function galleryIndexAfter(key: string, index: number, count: number): number | null {
  if (count <= 0) return null;
  const wrap = (i: number) => (i + count) % count;
  switch (key) {
    case 'ArrowLeft':
      return wrap(index - 1);
    case 'ArrowRight':
      return wrap(index + 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
