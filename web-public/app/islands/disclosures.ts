/**
 * The `<details>` menus (components/DisclosureMenu.tsx) on a page that is not hydrated: the browser opens and closes
 * them; this closes an open one on a tap outside and on Escape (focus back on its button), as the component does
 * in the hydrated application. Delegated, so it costs one listener per event whatever the page holds.
 */
export function enhanceDisclosures(): void {
  const open = () => document.querySelectorAll<HTMLDetailsElement>('details[data-disclosure][open]');
  document.addEventListener('pointerdown', (e) => {
    for (const details of open()) if (!details.contains(e.target as Node)) details.open = false;
  });
  document.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape') return;
    for (const details of open()) {
      if (!details.contains(document.activeElement)) continue;
      details.open = false;
      details.querySelector('summary')?.focus();
    }
  });
}
