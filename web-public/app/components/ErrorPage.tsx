import { href, type Locale } from '@anonse/contracts/browser';
import { Component, type ReactNode } from 'react';
import { useTranslation } from '#web/i18n/use-translation';
import { Link } from 'react-router';
import { getT } from '../i18n/i18n';
import { useLocale } from '../lib/app-data';
import styles from './ErrorPage.module.css';

/** docs/product.md § 8: the 404 page (exact texts) and the generic error page ('An error occurred' + status). */
export function ErrorView({ status }: { status: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const notFound = status === 404;
  return (
    <section className={styles.wrap} data-testid={notFound ? 'not-found' : 'error-page'} data-status={status}>
      <title>{notFound ? t('errors.notFoundTitle') : `${t('errors.errorTitle')} (${status})`}</title>
      <meta name="robots" content="noindex" />
      <p className={styles.code} aria-hidden="true">
        {status}
      </p>
      <h1 className={styles.heading}>{notFound ? t('errors.notFoundHeading') : t('errors.errorTitle')}</h1>
      <p className={styles.text}>{notFound ? t('errors.notFoundText') : t('errors.errorText')}</p>
      {!notFound && <p className={styles.status}>{t('errors.status', { status })}</p>}
      <Link to={href('home', locale)} className={styles.button} data-testid="error-home">
        {t('errors.home')}
      </Link>
    </section>
  );
}

interface GuardProps {
  locale: Locale;
  children: ReactNode;
}

/** docs/product.md § 8: an error while rendering the error page itself shows a minimal page with a way home. */
export class ErrorPageGuard extends Component<GuardProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    const { locale } = this.props;
    const t = getT(locale);
    return (
      <section className={styles.wrap} data-testid="error-in-error">
        <title>{t('errors.errorTitle')}</title>
        <h1 className={styles.heading}>{t('errors.errorInError')}</h1>
        <a href={href('home', locale)} className={styles.button}>
          {t('errors.backHome')}
        </a>
      </section>
    );
  }
}
