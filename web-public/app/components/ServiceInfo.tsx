import { serviceBySlug } from '@anonse/contracts/browser';
import { useEffect, useId, useRef } from 'react';
import { useLocale } from '../lib/app-data';
import styles from './ServiceInfo.module.css';

const GAP = 10;
const MARGIN = 8;

/** Puts the open popup above its button (below it when there is no room), inside the window, the arrow at the button. */
function place(popup: HTMLElement, button: HTMLElement) {
  const b = button.getBoundingClientRect();
  const { width, height } = popup.getBoundingClientRect();
  const left = Math.min(Math.max(b.left + b.width / 2 - width / 2, MARGIN), window.innerWidth - width - MARGIN);
  const below = b.top - GAP - height < MARGIN;
  popup.style.left = `${left}px`;
  popup.style.top = `${below ? b.bottom + GAP : b.top - GAP - height}px`;
  popup.style.setProperty('--arrow-x', `${b.left + b.width / 2 - left}px`);
  popup.dataset.placement = below ? 'bottom' : 'top';
}

/**
 * docs/product.md § 3: some services have a title and a description for an info popup. A small "i" button beside the service's
 * name opens it (keyboard and screen readers included); nothing at all for a service without one. `label` is the
 * button's accessible name in the caller's words (it names the service). The popup is a native popover: the
 * browser closes it on Escape or a press elsewhere and gives the focus back to the button.
 */
export function ServiceInfoButton({ slug, label }: { slug: string; label: string }) {
  const locale = useLocale();
  const popupId = useId();
  const titleId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  const info = serviceBySlug(slug)?.info;

  useEffect(() => {
    const el = popup.current;
    if (!el) return;
    const onToggle = (e: Event) => {
      if ((e as ToggleEvent).newState !== 'open' || !button.current) return;
      place(el, button.current);
      el.focus();
    };
    el.addEventListener('toggle', onToggle);
    return () => el.removeEventListener('toggle', onToggle);
  }, [info]);

  if (!info) return null;
  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-label={label}
        aria-haspopup="dialog"
        popoverTarget={popupId}
        data-testid="service-info"
      >
        <span aria-hidden="true">i</span>
      </button>
      <div
        ref={popup}
        id={popupId}
        popover="auto"
        role="dialog"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={styles.popover}
        data-testid="service-info-popup"
      >
        <div className={styles.dialog}>
          <h2 id={titleId} className={styles.title}>
            {info.title[locale]}
          </h2>
          <p className={styles.text}>{info.description[locale]}</p>
        </div>
        <svg className={styles.arrow} width={12} height={12} viewBox="0 0 12 12" aria-hidden="true">
          <path d="M0 0 L6 6 L12 0" />
        </svg>
      </div>
    </>
  );
}
