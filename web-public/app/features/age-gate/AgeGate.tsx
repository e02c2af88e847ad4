import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '#web/i18n/use-translation';
import { Flag } from '#web/components/Flag';
import { useAlternates } from '#web/lib/app-data';
import { adultCookieValue } from '#web/lib/cookies';
import { AGE_GATE } from './i18n';
import styles from './AgeGate.module.css';
import { island } from '#web/islands/island';

/** Where "decline" sends the visitor (docs/product.md § 1: a generic search engine). */
export const DECLINE_URL = 'https://www.google.com/';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * docs/product.md § 1/§ 4/§ 9: rendered in the server HTML while `adultContent` is not `true`. A real modal: everything else on
 * the page is inert, Tab and Shift+Tab stay inside it, Escape does not dismiss it (only a choice does). Accepting
 * stores `adultContent=true` for 2,592,000 s, hides the gate at once and gives focus back to where it was (or to the
 * top of the page); declining leaves for a search engine.
 */
export function AgeGate() {
  const { t } = useTranslation(AGE_GATE);
  const alternates = useAlternates();
  const [open, setOpen] = useState(true);
  const gateRef = useRef<HTMLDivElement>(null);
  const acceptRef = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<Element | null>(null);
  const accepted = useRef(false);

  // A layout effect: the page stops being inert in the same commit that removes the gate, not a frame later.
  useLayoutEffect(() => {
    const gate = gateRef.current;
    if (!open || !gate) return;
    returnTo.current = document.activeElement;
    // Everything but the gate: no focus, no clicks, hidden from assistive technology.
    const others = [...document.body.children].filter(
      (el): el is HTMLElement => el instanceof HTMLElement && !el.contains(gate) && !el.inert,
    );
    for (const el of others) el.inert = true;
    const prevOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    acceptRef.current?.focus();
    return () => {
      for (const el of others) el.inert = false;
      document.body.style.overflow = prevOverflow;
      // Accepted: focus goes back in the same commit that frees the page, so the very next Tab starts from there.
      if (accepted.current) giveFocusBack(returnTo.current);
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (e: React.KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      return;
    }
    if (e.key !== 'Tab') return;
    const items = [...(gateRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (e.shiftKey && (document.activeElement === first || !gateRef.current?.contains(document.activeElement))) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  const accept = () => {
    document.cookie = adultCookieValue();
    accepted.current = true;
    setOpen(false);
  };
  const acceptLabel = t('ageGate.accept');
  return (
    <div className={styles.overlay} role="presentation" data-testid="age-gate" ref={gateRef} onKeyDown={onKeyDown}>
      <div className={styles.card} role="dialog" aria-modal="true" aria-labelledby="age-gate-title" aria-describedby="age-gate-text">
        <div className={styles.langs}>
          <a
            href={alternates.pl}
            hrefLang="pl"
            lang="pl"
            className={styles.flag}
            data-testid="age-gate-lang-pl"
            aria-label={`${t('nav.polishCode')} – ${t('nav.polish')}`}
          >
            <Flag code="pl" />
            <span>{t('nav.polishCode')}</span>
          </a>
          <a
            href={alternates.en ?? '/en/'}
            hrefLang="en"
            lang="en"
            className={styles.flag}
            data-testid="age-gate-lang-en"
            aria-label={`${t('nav.englishCode')} – ${t('nav.english')}`}
          >
            <Flag code="en" />
            <span>{t('nav.englishCode')}</span>
          </a>
        </div>
        <div className={styles.badge} aria-hidden="true">
          18+
        </div>
        <h2 id="age-gate-title" className={styles.title}>
          {t('ageGate.title')}
        </h2>
        <p id="age-gate-text" className={styles.text}>
          {t('ageGate.text', { accept: acceptLabel })}
        </p>
        <p className={styles.cookies}>{t('ageGate.cookies', { accept: acceptLabel })}</p>
        <div className={styles.buttons}>
          <button ref={acceptRef} type="button" className={styles.accept} onClick={accept} data-testid="age-gate-accept">
            {acceptLabel}
          </button>
          <a href={DECLINE_URL} className={styles.decline} data-testid="age-gate-decline" rel="noopener noreferrer">
            {t('ageGate.decline')}
          </a>
        </div>
      </div>
    </div>
  );
}

/** Back to where focus was before the gate, or (nothing had it) the top of the page: the next Tab reaches the skip link. */
function giveFocusBack(back: Element | null): void {
  if (back instanceof HTMLElement && back !== document.body && back.isConnected) {
    back.focus();
    return;
  }
  const body = document.body;
  body.tabIndex = -1;
  body.focus({ preventScroll: true });
  body.removeAttribute('tabindex');
}

export const AgeGateIsland = island('age-gate', AgeGate);
