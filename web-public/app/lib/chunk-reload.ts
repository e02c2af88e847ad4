/** docs/product.md § 8: a code chunk that fails to load reloads the page (once, so a broken deploy cannot loop). */
export const RELOAD_FLAG = 'anonse:chunk-reload';

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}

/** Reloads unless this tab already did for a chunk in the last moments (the flag is cleared 10 s after a good load). */
export function reloadOnce(): boolean {
  try {
    if (sessionStorage.getItem(RELOAD_FLAG)) return false;
    sessionStorage.setItem(RELOAD_FLAG, '1');
  } catch {
    /* storage blocked: reload anyway */
  }
  window.location.reload();
  return true;
}
