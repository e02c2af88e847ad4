import { href } from '@anonse/contracts/browser';
import { useTranslation } from '#web/i18n/use-translation';
import { Link } from 'react-router';
import { useLocale } from '#web/lib/app-data';
import { WALLET } from '../i18n';
import styles from './Wallet.module.css';

/** The balance in large type and where points come from and go to. */
export function WalletSummary({ balance }: { balance: number }) {
  const { t } = useTranslation(WALLET);
  const locale = useLocale();
  return (
    <section className={styles.summary} data-testid="wallet-summary">
      <div>
        <h1>{t('wallet.title')}</h1>
        <span className={styles.balanceLabel}>{t('wallet.balance')}</span>
        <strong className={styles.balance} data-testid="wallet-balance" data-balance={balance}>
          {t('wallet.points', { count: balance })}
        </strong>
      </div>
      <div className={styles.actions}>
        <Link className={styles.action} to={href('payment', locale)}>
          {t('wallet.buy')}
        </Link>
        <Link className={styles.action} to={href('voucher', locale)}>
          {t('wallet.voucher')}
        </Link>
        <Link className={styles.action} to={href('promo', locale)}>
          {t('wallet.promote')}
        </Link>
      </div>
    </section>
  );
}
