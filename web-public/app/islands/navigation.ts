/**
 * On a page that is not hydrated every navigation is the browser's own: a link followed, a form sent, `navigate()`.
 * This store says whether one is under way, for the loading bar (docs/product.md § 9) through the router shim's
 * `useNavigation()`. It never says "loading" for a click that something else handled (default prevented), a new tab,
 * a download or a jump within the page, and it is reset when the browser shows this page again from its back/forward
 * cache.
 */
type Listener = () => void;

let pending = false;
const listeners = new Set<Listener>();

function set(next: boolean): void {
  if (pending === next) return;
  pending = next;
  for (const l of listeners) l();
}

export const navigationPending = (): boolean => pending;

export function subscribeNavigation(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function startNavigation(): void {
  set(true);
}

function leavesPage(a: HTMLAnchorElement, e: MouseEvent): boolean {
  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return false;
  if ((a.target && a.target !== '_self') || a.hasAttribute('download')) return false;
  const url = new URL(a.href, location.href);
  if (url.origin !== location.origin) return false;
  // A jump to an anchor of this page loads nothing.
  return !(url.pathname === location.pathname && url.search === location.search && url.hash !== '');
}

export function trackNavigations(): void {
  document.addEventListener('click', (e) => {
    if (e.defaultPrevented) return;
    const a = (e.target as Element | null)?.closest?.('a[href]');
    if (a instanceof HTMLAnchorElement && leavesPage(a, e)) set(true);
  });
  document.addEventListener('submit', (e) => {
    const form = e.target;
    if (e.defaultPrevented || !(form instanceof HTMLFormElement)) return;
    if (!form.target || form.target === '_self') set(true);
  });
  window.addEventListener('pageshow', () => set(false));
}
