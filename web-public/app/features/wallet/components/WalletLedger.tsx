import { href, type WalletEntryDto } from '@anonse/contracts/browser';
import { useTranslation } from '#web/i18n/use-translation';
import { Link, useNavigation } from 'react-router';
import { Pagination } from '#web/components/Pagination';
import { useLocale } from '#web/lib/app-data';
import { WALLET } from '../i18n';
import { describeEntry, formatWhen, signedPoints } from '../lib/describe-entry';
import styles from './Wallet.module.css';

function EntryDescription({ entry }: { entry: WalletEntryDto }) {
  const { t } = useTranslation(WALLET);
  const { key, values } = describeEntry(entry);
  const reason = values.reasonKey ? t(`wallet.refundReasons.${values.reasonKey}`) : values.reason;
  // Titles and reasons are people's words: interpolated as text (React escapes them), never as markup.
  return <>{t(key, { ...values, reason, interpolation: { escapeValue: false } })}</>;
}

/** The ledger: newest first, each line with its date (Polish time), what it was, signed points and the balance after. */
export function WalletLedger({
  items,
  page,
  pageCount,
  pathname,
  search,
}: {
  items: WalletEntryDto[];
  page: number;
  pageCount: number;
  pathname: string;
  search: string;
}) {
  const { t } = useTranslation(WALLET);
  const locale = useLocale();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location?.pathname === pathname;

  if (!items.length && page === 1)
    return (
      <div className={styles.empty} data-testid="wallet-empty">
        <h3>{t('wallet.empty.title')}</h3>
        <p>{t('wallet.empty.text')}</p>
        <div className={styles.emptyActions}>
          <Link className={styles.emptyAction} to={href('payment', locale)}>
            {t('wallet.buy')}
          </Link>
          <Link className={styles.emptyAction} to={href('voucher', locale)}>
            {t('wallet.voucher')}
          </Link>
        </div>
      </div>
    );

  return (
    <div aria-busy={loading} className={loading ? styles.loading : undefined}>
      <p className={styles.status} role="status">
        {loading ? t('wallet.loading') : pageCount > 1 ? t('wallet.pageOf', { page, pages: pageCount }) : ''}
      </p>
      <table className={styles.table} data-testid="wallet-ledger">
        <thead>
          <tr>
            <th scope="col">{t('wallet.columns.date')}</th>
            <th scope="col">{t('wallet.columns.description')}</th>
            <th scope="col" className={styles.num}>
              {t('wallet.columns.points')}
            </th>
            <th scope="col" className={styles.num}>
              {t('wallet.columns.balanceAfter')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((entry) => (
            <tr
              key={entry.entryId}
              data-testid="wallet-entry"
              data-kind={entry.kind}
              data-points={entry.points}
              data-balance-after={entry.balanceAfter}
            >
              <td className={styles.when}>
                <time dateTime={entry.occurredAt}>{formatWhen(entry.occurredAt, locale)}</time>
              </td>
              <td className={styles.description}>
                <EntryDescription entry={entry} />
              </td>
              <td className={entry.points >= 0 ? styles.plus : styles.minus}>{signedPoints(entry.points, locale)}</td>
              <td className={styles.num}>{signedPoints(entry.balanceAfter, locale).replace(/^\+/, '')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination page={page} pageCount={pageCount} pathname={pathname} search={search} />
    </div>
  );
}
