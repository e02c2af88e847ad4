import { href } from '@anonse/contracts/browser';
import type { ReactNode } from 'react';
import { useTranslation } from '#web/i18n/use-translation';
import { Link } from 'react-router';
import { useLocale } from '#web/lib/app-data';
import { DASHBOARD } from '../i18n';
import { DASHBOARD_NAV, isAvailable } from '../lib/dashboard-nav';
import styles from './Dashboard.module.css';

/**
 * Dashboard layout (docs/product.md § 2 "Dashboard sections"): side navigation of the account sections that exist
 * (a section not built yet is not shown at all) + content.
 */
export function DashboardLayout({ active, children }: { active: string; children: ReactNode }) {
  const { t } = useTranslation(DASHBOARD);
  const locale = useLocale();
  return (
    <div className={styles.layout}>
      <nav className={styles.nav} aria-label={t('dashboard.nav.label')} data-testid="dashboard-nav">
        <ul>
          {DASHBOARD_NAV.filter(isAvailable).map((item) => (
            <li key={item.key}>
              <Link
                to={href(item.route, locale)}
                className={item.key === active ? styles.navActive : styles.navItem}
                aria-current={item.key === active ? 'page' : undefined}
                data-testid="dashboard-nav-item"
                data-key={item.key}
              >
                {t(item.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
