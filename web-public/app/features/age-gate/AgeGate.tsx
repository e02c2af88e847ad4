import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Flag } from '../../components/Flag';
import { useAlternates } from '../../lib/app-data';
import { adultCookieValue } from '../../lib/cookies';
import { AGE_GATE } from './i18n';
import styles from './AgeGate.module.css';

/** Where "decline" sends the visitor (spec § 1: a generic search engine). */
export const DECLINE_URL = 'https://www.google.com/';

/**
 * Spec § 1/§ 4/§ 9: rendered in the server HTML while `adultContent` is not `true`. Accepting stores
 * `adultContent=true` for 2,592,000 s and hides the gate at once; declining leaves for a search engine.
 */
export function AgeGate() {
  const { t } = useTranslation(AGE_GATE);
  const alternates = useAlternates();
  const [open, setOpen] = useState(true);
  const acceptRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    acceptRef.current?.focus();
    const prev = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = prev;
    };
  }, [open]);

  if (!open) return null;
  const accept = () => {
    document.cookie = adultCookieValue();
    setOpen(false);
  };
  return (
    <div className={styles.overlay} data-testid="age-gate">
      <div className={styles.card} role="dialog" aria-modal="true" aria-labelledby="age-gate-title" aria-describedby="age-gate-text">
        <div className={styles.langs}>
          <a href={alternates.pl} hrefLang="pl" lang="pl" className={styles.flag} data-testid="age-gate-lang-pl" aria-label={`${t('nav.polishCode')} – ${t('nav.polish')}`}>
            <Flag code="pl" />
            <span>{t('nav.polishCode')}</span>
          </a>
          <a href={alternates.en ?? '/en/'} hrefLang="en" lang="en" className={styles.flag} data-testid="age-gate-lang-en" aria-label={`${t('nav.englishCode')} – ${t('nav.english')}`}>
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
          {t('ageGate.text')}
        </p>
        <p className={styles.cookies}>{t('ageGate.cookies')}</p>
        <div className={styles.buttons}>
          <button ref={acceptRef} type="button" className={styles.accept} onClick={accept} data-testid="age-gate-accept">
            {t('ageGate.accept')}
          </button>
          <a href={DECLINE_URL} className={styles.decline} data-testid="age-gate-decline" rel="noopener noreferrer">
            {t('ageGate.decline')}
          </a>
        </div>
      </div>
    </div>
  );
}
