import { href, type AdDetail } from '@anonse/contracts/browser';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '#web/i18n/use-translation';
import { Link } from 'react-router';
import { useLocale } from '#web/lib/app-data';
import type { Linked } from '#web/lib/place-names';
import { DASHBOARD } from '../i18n';
import { MyAdRow, type RowNotice } from './MyAdRow';
import styles from './Dashboard.module.css';

interface Props {
  ads: readonly Linked<AdDetail>[];
  /** "Now" as the loader saw it (which actions fit, whether the term ends soon). */
  now: number;
  /** A notice brought from another page (the edit page's "saved"); it takes the focus once. */
  notice?: string | null;
}

/**
 * The signed-in user's ads with their state and actions (rows `my-ad-row[data-status]`), or the empty state.
 * What the last action did is said in one polite live region above the list.
 */
export function MyAdsList({ ads, now, notice: arrived = null }: Props) {
  const { t } = useTranslation(DASHBOARD);
  const locale = useLocale();
  // A sequence number, so the same text said twice (two renewals) still counts as news.
  const [notice, setNotice] = useState<{ text: string; seq: number } | null>(arrived === null ? null : { text: arrived, seq: 0 });
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const focusNext = useRef(arrived !== null);

  useEffect(() => setNotice((n) => (arrived === null || n?.text === arrived ? n : { text: arrived, seq: (n?.seq ?? 0) + 1 })), [arrived]);
  useEffect(() => {
    // The row's button may be gone with the state it belonged to (Deactivate → Reactivate, a deleted row):
    // rather than leave the focus on the page's body, put it on what just happened.
    const lost = typeof document !== 'undefined' && (!document.activeElement || document.activeElement === document.body);
    if (notice && (focusNext.current || lost)) noticeRef.current?.focus();
    focusNext.current = false;
  }, [notice]);

  const onDone = ({ text, focus }: RowNotice) => {
    focusNext.current = !!focus;
    setNotice((n) => ({ text, seq: (n?.seq ?? 0) + 1 }));
  };

  const live = (
    <div aria-live="polite" data-testid="my-ads-notice-region">
      {notice && (
        <p key={notice.seq} ref={noticeRef} tabIndex={-1} className={styles.notice} data-testid="my-ads-notice">
          {notice.text}
        </p>
      )}
    </div>
  );

  if (!ads.length)
    return (
      <>
        {live}
        <section className={styles.empty} data-testid="my-ads-empty">
          <div className={styles.emptyIcon} aria-hidden="true">
            +
          </div>
          <h2>{t('dashboard.emptyTitle')}</h2>
          <p>{t('dashboard.emptyText')}</p>
          <ol className={styles.steps}>
            <li>{t('dashboard.emptyStep1')}</li>
            <li>{t('dashboard.emptyStep2')}</li>
            <li>{t('dashboard.emptyStep3')}</li>
          </ol>
          <Link to={href('addAd', locale)} className={styles.primary} data-testid="my-ads-empty-add">
            {t('dashboard.addFirst')}
          </Link>
        </section>
      </>
    );
  return (
    <>
      {live}
      <ul className={styles.list} aria-label={t('dashboard.myAds')}>
        {ads.map((ad) => (
          <MyAdRow key={ad.id} ad={ad} now={now} onDone={onDone} />
        ))}
      </ul>
    </>
  );
}
