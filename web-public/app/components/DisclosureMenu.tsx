import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import styles from './DisclosureMenu.module.css';

interface DisclosureMenuProps {
  /** What the button shows (an icon, a label). */
  summary: ReactNode;
  summaryClassName?: string;
  /** The button's accessible name when `summary` is only an icon. */
  label?: string;
  testId?: string;
  children: ReactNode;
}

/**
 * A menu of links behind a button, on the native `<details>` element: the browser gives it the button, its
 * expanded state and keyboard use, and it works before the scripts arrive. The script only closes it on a tap
 * outside, on Escape (focus back on the button) and when the page changes.
 */
export function DisclosureMenu({ summary, summaryClassName, label, testId, children }: DisclosureMenuProps) {
  const ref = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [pathname]);

  useEffect(() => {
    const onPointerDown = (e: PointerEvent) => {
      const details = ref.current;
      if (details?.open && !details.contains(e.target as Node)) details.open = false;
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, []);

  const onKeyDown = (e: React.KeyboardEvent<HTMLDetailsElement>) => {
    const details = ref.current;
    if (e.key !== 'Escape' || !details?.open) return;
    details.open = false;
    details.querySelector('summary')?.focus();
  };

  return (
    <details ref={ref} className={styles.menu} onKeyDown={onKeyDown} data-disclosure>
      <summary className={summaryClassName} aria-label={label} data-testid={testId}>
        {summary}
      </summary>
      <div className={styles.panel}>{children}</div>
    </details>
  );
}

/** One entry of a `DisclosureMenu`. */
export const menuItemClass = styles.item;
export const menuSeparatorClass = styles.sep;
