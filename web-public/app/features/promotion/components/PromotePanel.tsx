import { href, PRICE_LIST, promotionOptionFor } from '@anonse/contracts/browser';
import { useId, useState } from 'react';
import { useTranslation } from '#web/i18n/use-translation';
import { Link, useRevalidator } from 'react-router';
import { ApiRequestError } from '#web/lib/api';
import { useApi, useLocale } from '#web/lib/app-data';
import type { PromotableAd } from '../api/get-promotion-page.server';
import { usePlaceOrder, type OrderRequest } from '../api/place-order';
import { PROMOTION } from '../i18n';
import { formatNumber, formatWarsaw } from '../lib/format';
import styles from './Promotion.module.css';

interface Props {
  ads: PromotableAd[];
  balance: number | null;
  /** The ad to start with (`?ad=` from the dashboard's "Promote"). */
  initialAdId: string | null;
}

type Outcome = { kind: 'success' | 'error'; text: string };

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** Pick an active ad and N days from the price list, confirm, see the end of the promotion (or why not); or bump it. */
export function PromotePanel({ ads, balance, initialAdId }: Props) {
  const { t } = useTranslation(PROMOTION);
  const locale = useLocale();
  const order = usePlaceOrder(useApi());
  const revalidator = useRevalidator();
  const [adId, setAdId] = useState(() => ads.find((a) => a.id === initialAdId)?.id ?? ads[0]?.id ?? '');
  const [days, setDays] = useState<number>(PRICE_LIST.promotion[2]?.days ?? PRICE_LIST.promotion[0].days);
  const [confirming, setConfirming] = useState<OrderRequest | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const adsLabel = useId();
  const daysLabel = useId();
  const n = (v: number) => formatNumber(v, locale);

  if (ads.length === 0)
    return (
      <div className={styles.panel} data-testid="promo-no-ads">
        <p>{t('promotion.noAds')}</p>
        <Link to={href('addAd', locale)}>{t('promotion.addAd')}</Link>
      </div>
    );

  const ad = ads.find((a) => a.id === adId) ?? ads[0]!;
  const price = promotionOptionFor(days)?.points ?? 0;
  const short = balance !== null && balance < price;

  const run = async (request: OrderRequest) => {
    setOutcome(null);
    try {
      const result = await order.mutateAsync(request);
      if (result.status === 'done' && result.kind === 'promotion' && result.until)
        setOutcome({ kind: 'success', text: t('promotion.done', { title: ad.title, date: formatWarsaw(result.until, locale) }) });
      else if (result.status === 'done') setOutcome({ kind: 'success', text: t('promotion.bump.done', { title: ad.title }) });
      else if (result.status === 'refunded' || result.status === 'refundDue')
        setOutcome({ kind: 'error', text: t('promotion.refunded', { points: n(result.points) }) });
      else setOutcome({ kind: 'success', text: t('promotion.waiting') });
      void revalidator.revalidate();
    } catch (error) {
      setOutcome({
        kind: 'error',
        text: error instanceof ApiRequestError && error.body?.message ? error.body.message : t('promotion.failed'),
      });
    } finally {
      setConfirming(null);
    }
  };

  return (
    <div className={styles.page}>
      <p className={styles.balance} data-testid="promo-balance">
        {balance === null ? t('promotion.balanceUnknown') : t('promotion.balance', { balance: n(balance) })}{' '}
        <Link to={href('payment', locale)}>{t('promotion.topUp')}</Link>
      </p>

      <fieldset className={`${styles.fieldset} ${styles.panel}`} aria-labelledby={adsLabel}>
        <legend className={styles.legend} id={adsLabel}>
          {t('promotion.pickAd')}
        </legend>
        {ads.map((a) => (
          <label key={a.id} className={styles.choice}>
            <input type="radio" name="ad" value={a.id} checked={a.id === ad.id} onChange={() => setAdId(a.id)} data-testid="promo-ad" />
            <span>
              {a.title}
              {a.promotedUntil && (
                <span className={styles.muted}> · {t('promotion.promotedUntil', { date: formatWarsaw(a.promotedUntil, locale) })}</span>
              )}
            </span>
          </label>
        ))}
      </fieldset>

      <fieldset className={`${styles.fieldset} ${styles.panel}`} aria-labelledby={daysLabel}>
        <legend className={styles.legend} id={daysLabel}>
          {t('promotion.pickDays')}
        </legend>
        {PRICE_LIST.promotion.map((o) => (
          <label key={o.days} className={styles.choice}>
            <input
              type="radio"
              name="days"
              value={o.days}
              checked={o.days === days}
              onChange={() => setDays(o.days)}
              data-testid="promo-days"
            />
            <span>
              {o.days === 1
                ? t('promotion.oneDayOption', { points: n(o.points) })
                : t('promotion.daysOption', { days: o.days, points: n(o.points) })}
            </span>
          </label>
        ))}
      </fieldset>

      <div className={styles.panel}>
        <p data-testid="promo-summary">{t('promotion.summary', { title: ad.title, days, points: n(price) })}</p>
        {ad.promotedUntil && <p className={styles.muted}>{t('promotion.extends')}</p>}
        {short && <p className={styles.muted}>{t('promotion.notEnough')}</p>}
        {confirming ? (
          <div role="group" aria-label={t('promotion.confirmTitle')} data-testid="promo-confirm">
            <p>
              <strong>{t('promotion.confirmTitle')}</strong>{' '}
              {t('promotion.confirmText', { points: n(confirming.kind === 'bump' ? PRICE_LIST.bumpPoints : price) })}
            </p>
            <div className={styles.row}>
              {/* The button that opened this question is gone: the focus goes to its answer, not to the page's top. */}
              <button
                type="button"
                className={styles.primary}
                disabled={order.isPending}
                onClick={() => void run(confirming)}
                data-testid="promo-confirm-yes"
                // eslint-disable-next-line jsx-a11y/no-autofocus
                autoFocus
              >
                {order.isPending ? t('promotion.pending') : t('promotion.confirm')}
              </button>
              <button type="button" className={styles.secondary} disabled={order.isPending} onClick={() => setConfirming(null)}>
                {t('promotion.cancel')}
              </button>
            </div>
          </div>
        ) : (
          <button
            type="button"
            className={styles.primary}
            disabled={order.isPending}
            onClick={() => setConfirming({ kind: 'promotion', adId: ad.id, days, key: newKey() })}
            data-testid="promo-buy"
          >
            {t('promotion.buy')}
          </button>
        )}
      </div>

      <div className={styles.panel}>
        <h2>{t('promotion.bump.title')}</h2>
        <p>{t('promotion.bump.text', { points: n(PRICE_LIST.bumpPoints) })}</p>
        <button
          type="button"
          className={styles.secondary}
          disabled={order.isPending || confirming !== null}
          onClick={() => setConfirming({ kind: 'bump', adId: ad.id, key: newKey() })}
          data-testid="promo-bump"
        >
          {t('promotion.bump.action', { points: n(PRICE_LIST.bumpPoints) })}
        </button>
      </div>

      <div aria-live="polite">
        {outcome && (
          <div
            className={outcome.kind === 'success' ? styles.success : styles.error}
            role={outcome.kind === 'error' ? 'alert' : 'status'}
            data-testid="promo-outcome"
          >
            {outcome.text}
          </div>
        )}
      </div>
    </div>
  );
}

/** The price list for someone not signed in. */
export function PromotionPrices() {
  const { t } = useTranslation(PROMOTION);
  const locale = useLocale();
  return (
    <table className={styles.prices} data-testid="promo-prices">
      <caption className={styles.legend}>{t('promotion.guest.priceList')}</caption>
      <tbody>
        {PRICE_LIST.promotion.map((o) => (
          <tr key={o.days}>
            <td>
              {o.days === 1
                ? t('promotion.oneDayOption', { points: formatNumber(o.points, locale) })
                : t('promotion.daysOption', { days: o.days, points: formatNumber(o.points, locale) })}
            </td>
          </tr>
        ))}
        <tr>
          <td>{t('promotion.bump.text', { points: formatNumber(PRICE_LIST.bumpPoints, locale) })}</td>
        </tr>
      </tbody>
    </table>
  );
}
