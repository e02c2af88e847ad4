import { href } from '@anonse/contracts/browser';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from '#web/i18n/use-translation';
import { useNavigate, useRevalidator } from 'react-router';
import { PageLink } from '#web/components/PageLink';
import { DisclosureMenu, menuItemClass, menuSeparatorClass } from '../components/DisclosureMenu';
import { Flag } from '../components/Flag';
import { Icon } from '../components/Icon';
import { logout } from '../features/auth/api/logout-call';
import { MessagesLink } from '../features/messaging/components/MessagesLink';
import { NotificationBell } from '../features/notifications/components/NotificationBell';
import { HeaderSearchIsland } from '../features/search/components/HeaderSearch';
import { SearchDialogIsland, useCurrentFilter } from '../features/search/components/SearchDialog';
import { useAlternates, useApi, useLocale, usePathname, useRootData } from '../lib/app-data';
import { headerTabs, isTabActive, type NavLink } from './nav-links';
import styles from './Header.module.css';

/**
 * docs/product.md § 2 "Header": logo, search combobox, filters, account actions (a 70 px bar whatever the session, so nothing
 * moves when it is known), the category tabs below, and on phones one icon menu with the same entries.
 */
export function Header() {
  const { t } = useTranslation();
  const locale = useLocale();
  const root = useRootData();
  const user = root?.user ?? null;
  const alternates = useAlternates();
  const pathname = usePathname();
  const api = useApi();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const dashboardHref = root?.dashboardHref ?? href('dashboard', locale);
  const enHref = alternates.en ?? href('home', 'en');
  const tabs = headerTabs(locale);
  const currentFilter = useCurrentFilter();
  const label = (tab: NavLink) => ('key' in tab.label ? t(tab.label.key as ParseKeys) : tab.label.text);

  const onLogout = async () => {
    await logout(api);
    await navigate(href('home', locale));
    await revalidator.revalidate();
  };

  const langLinks = (
    <div className={styles.langs} aria-label={t('nav.language')} role="group">
      <a
        href={alternates.pl}
        hrefLang="pl"
        lang="pl"
        className={styles.flag}
        aria-current={locale === 'pl' ? 'true' : undefined}
        data-testid="lang-switch-pl"
        title={t('nav.polish')}
      >
        <Flag code="pl" />
        <span className="visually-hidden">{t('nav.polish')}</span>
      </a>
      <a
        href={enHref}
        hrefLang="en"
        lang="en"
        className={styles.flag}
        aria-current={locale === 'en' ? 'true' : undefined}
        data-testid="lang-switch-en"
        title={t('nav.english')}
      >
        <Flag code="en" />
        <span className="visually-hidden">{t('nav.english')}</span>
      </a>
    </div>
  );

  return (
    <header className={styles.header} data-testid="site-header">
      <div className={styles.bar}>
        <PageLink to={href('home', locale)} className={styles.logo} aria-label={`${t('brand.name')} — ${t('nav.home')}`}>
          <span className={styles.logoMark} aria-hidden="true">
            a
          </span>
          <span className={styles.logoText}>{t('brand.name')}</span>
        </PageLink>
        <HeaderSearchIsland />
        <SearchDialogIsland filter={currentFilter.filter} count={currentFilter.count} />
        <nav className={styles.actions} aria-label={t('nav.myAccount')} data-testid="header-actions">
          {user ? (
            <>
              <PageLink to={href('addAd', locale)} className={styles.primary} data-testid="header-add-ad">
                <Icon name="plus" size={18} />
                <span>{t('nav.addAd')}</span>
              </PageLink>
              <DisclosureMenu
                summaryClassName={styles.account}
                testId="account-menu"
                summary={
                  <>
                    <Icon name="user" size={18} />
                    <span>{t('nav.myAccount')}</span>
                    <Icon name="chevron" size={16} />
                  </>
                }
              >
                <PageLink
                  to={dashboardHref}
                  className={menuItemClass}
                  data-testid="account-menu-dashboard"
                  reloadDocument={dashboardHref.startsWith('/admin/')}
                >
                  {t('nav.dashboard')}
                </PageLink>
                <button type="button" className={menuItemClass} data-testid="logout" onClick={() => void onLogout()}>
                  {t('nav.logout')}
                </button>
              </DisclosureMenu>
            </>
          ) : (
            <>
              {langLinks}
              <PageLink to={href('addAd', locale)} className={styles.primary} data-testid="header-add-ad">
                <Icon name="plus" size={18} />
                <span>{t('nav.addAd')}</span>
              </PageLink>
              <PageLink to={href('register', locale)} className={styles.link} data-testid="header-register">
                {t('nav.register')}
              </PageLink>
              <PageLink to={href('login', locale)} className={styles.ghost} data-testid="header-login">
                {t('nav.login')}
              </PageLink>
            </>
          )}
        </nav>
        {/* Outside the actions so it stays in the bar on small screens too (one bell: one live connection). */}
        {/* Not a lazy chunk: a click on the bell before such a chunk arrived was lost (the boundary was not hydrated yet). */}
        {user ? <MessagesLink /> : null}
        {user ? <NotificationBell /> : null}
        <div className={styles.burger}>
          <DisclosureMenu
            summaryClassName={styles.burgerButton}
            label={t('nav.menu')}
            testId="mobile-menu"
            summary={<Icon name="menu" size={22} />}
          >
            <nav aria-label={t('nav.menu')} className={styles.mobileMenu} data-testid="mobile-menu-panel">
              {tabs.map((tab) => (
                <PageLink key={tab.id} to={tab.to} className={menuItemClass} data-link-id={tab.id}>
                  {label(tab)}
                </PageLink>
              ))}
              <hr className={menuSeparatorClass} />
              <PageLink to={href('addAd', locale)} className={menuItemClass} data-link-id="addAd">
                {t('nav.addAd')}
              </PageLink>
              {user ? (
                <>
                  <PageLink
                    to={dashboardHref}
                    className={menuItemClass}
                    data-link-id="dashboard"
                    reloadDocument={dashboardHref.startsWith('/admin/')}
                  >
                    {t('nav.dashboard')}
                  </PageLink>
                  <button type="button" className={menuItemClass} onClick={() => void onLogout()}>
                    {t('nav.logout')}
                  </button>
                </>
              ) : (
                <>
                  <PageLink to={href('register', locale)} className={menuItemClass} data-link-id="register">
                    {t('nav.register')}
                  </PageLink>
                  <PageLink to={href('login', locale)} className={menuItemClass} data-link-id="login">
                    {t('nav.login')}
                  </PageLink>
                  <hr className={menuSeparatorClass} />
                  <a href={alternates.pl} hrefLang="pl" lang="pl" className={menuItemClass} data-link-id="lang-pl">
                    <Flag code="pl" /> {t('nav.polish')}
                  </a>
                  <a href={enHref} hrefLang="en" lang="en" className={menuItemClass} data-link-id="lang-en">
                    <Flag code="en" /> {t('nav.english')}
                  </a>
                </>
              )}
            </nav>
          </DisclosureMenu>
        </div>
      </div>
      <nav className={styles.tabs} aria-label={t('nav.categories')} data-testid="header-tabs">
        <ul>
          {tabs.map((tab) => (
            <li key={tab.id}>
              <Tab to={tab.to} id={tab.id} active={isTabActive(tab, pathname, locale)}>
                {label(tab)}
              </Tab>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

/** A category tab; active state from the slash-normalised path so server and browser render the same. */
function Tab({ to, id, active, children }: { to: string; id: string; active: boolean; children: ReactNode }) {
  return (
    <PageLink to={to} className={active ? styles.tabActive : styles.tab} aria-current={active ? 'page' : undefined} data-link-id={id}>
      {children}
    </PageLink>
  );
}
