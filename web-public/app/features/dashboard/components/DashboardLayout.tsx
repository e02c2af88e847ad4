import { href } from '@anonse/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/app-data';
import { DASHBOARD } from '../i18n';
import { DASHBOARD_NAV, isAvailable } from '../lib/dashboard-nav';
import styles from './Dashboard.module.css';

/** Dashboard layout (spec § 2 "Layouts: dashboard"): side navigation of the account sections + content. */
export function DashboardLayout({ active, children }: { active: string; children: ReactNode }) {
  const { t } = useTranslation(DASHBOARD);
  const locale = useLocale();
  return (
    <div className={styles.layout}>
      <nav className={styles.nav} aria-label={t('dashboard.nav.label')} data-testid="dashboard-nav">
        <ul>
          {DASHBOARD_NAV.map((item) => (
            <li key={item.key}>
              {isAvailable(item) ? (
                <Link
                  to={href(item.route, locale)}
                  className={item.key === active ? styles.navActive : styles.navItem}
                  aria-current={item.key === active ? 'page' : undefined}
                  data-testid="dashboard-nav-item"
                  data-key={item.key}
                  data-available="true"
                >
                  {t(item.label)}
                </Link>
              ) : (
                <span
                  className={styles.navDisabled}
                  aria-disabled="true"
                  data-testid="dashboard-nav-item"
                  data-key={item.key}
                  data-available="false"
                >
                  {t(item.label)}
                  <span className={styles.soon}>{t('dashboard.soon')}</span>
                </span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
