import type { ReactNode } from 'react';
import { AD_LIST_CATEGORIES, href } from '@anonse/contracts';
import { Button, Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { Flag } from '../components/Flag';
import { Icon } from '../components/Icon';
import { logout } from '../features/auth/api/logout';
import { NotificationBell } from '../features/notifications/components/NotificationBell';
import { HeaderSearch } from '../features/search/components/HeaderSearch';
import { SearchDialog } from '../features/search/components/SearchDialog';
import { useAlternates, useApi, useLocale, usePathname, useRootData } from '../lib/app-data';
import styles from './Header.module.css';

/** Spec § 2 "Header": logo, search combobox, filters, account actions (70px bar), category tabs below. */
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

  const onLogout = async () => {
    await logout(api);
    await navigate(href('home', locale));
    await revalidator.revalidate();
  };

  const langLinks = (
    <div className={styles.langs} aria-label={t('nav.language')} role="group">
      <a href={alternates.pl} hrefLang="pl" lang="pl" className={styles.flag} aria-current={locale === 'pl' ? 'true' : undefined} data-testid="lang-switch-pl" title={t('nav.polish')}>
        <Flag code="pl" />
        <span className="visually-hidden">{t('nav.polish')}</span>
      </a>
      <a
        href={alternates.en ?? href('home', 'en')}
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
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to={href('home', locale)} className={styles.logo} aria-label={`${t('brand.name')} — ${t('nav.home')}`}>
          <span className={styles.logoMark} aria-hidden="true">
            a
          </span>
          <span className={styles.logoText}>{t('brand.name')}</span>
        </Link>
        <HeaderSearch />
        <SearchDialog />
        <nav className={styles.actions} aria-label={t('nav.myAccount')}>
          {user ? (
            <>
              <Link to={href('addAd', locale)} className={styles.primary} data-testid="header-add-ad">
                <Icon name="plus" size={18} />
                <span>{t('nav.addAd')}</span>
              </Link>
              <MenuTrigger>
                <Button className={styles.account} data-testid="account-menu">
                  <Icon name="user" size={18} />
                  <span>{t('nav.myAccount')}</span>
                  <Icon name="chevron" size={16} />
                </Button>
                <Popover className={styles.popover} placement="bottom end">
                  <Menu className={styles.menu} onAction={(key) => key === 'logout' && void onLogout()}>
                    <MenuItem className={styles.menuItem} href={dashboardHref} id="dashboard" data-testid="account-menu-dashboard">
                      {t('nav.dashboard')}
                    </MenuItem>
                    <MenuItem className={styles.menuItem} id="logout" data-testid="logout">
                      {t('nav.logout')}
                    </MenuItem>
                  </Menu>
                </Popover>
              </MenuTrigger>
            </>
          ) : (
            <>
              {langLinks}
              <Link to={href('addAd', locale)} className={styles.primary} data-testid="header-add-ad">
                <Icon name="plus" size={18} />
                <span>{t('nav.addAd')}</span>
              </Link>
              <Link to={href('register', locale)} className={styles.link} data-testid="header-register">
                {t('nav.register')}
              </Link>
              <Link to={href('login', locale)} className={styles.ghost} data-testid="header-login">
                {t('nav.login')}
              </Link>
            </>
          )}
        </nav>
        {/* Outside the actions so it stays in the bar on small screens too (one bell: one live connection). */}
        {user ? <NotificationBell /> : null}
        <MenuTrigger>
          <Button className={styles.burger} aria-label={t('nav.menu')} data-testid="mobile-menu">
            <Icon name="menu" size={22} />
          </Button>
          <Popover className={styles.popover} placement="bottom end">
            <Menu
              className={styles.menu}
              onAction={(key) => {
                if (key === 'logout') void onLogout();
              }}
            >
              <MenuItem className={styles.menuItem} href={href('home', locale)}>
                {t('nav.home')}
              </MenuItem>
              <MenuItem className={styles.menuItem} href={href('addAd', locale)}>
                {t('nav.addAd')}
              </MenuItem>
              {user ? (
                <>
                  <MenuItem className={styles.menuItem} href={dashboardHref}>
                    {t('nav.dashboard')}
                  </MenuItem>
                  <MenuItem className={styles.menuItem} id="logout">
                    {t('nav.logout')}
                  </MenuItem>
                </>
              ) : (
                <>
                  <MenuItem className={styles.menuItem} href={href('register', locale)}>
                    {t('nav.register')}
                  </MenuItem>
                  <MenuItem className={styles.menuItem} href={href('login', locale)}>
                    {t('nav.login')}
                  </MenuItem>
                </>
              )}
              <Separator className={styles.sep} />
              <MenuItem className={styles.menuItem} href={alternates.pl}>
                {t('nav.polish')}
              </MenuItem>
              <MenuItem className={styles.menuItem} href={alternates.en ?? href('home', 'en')}>
                {t('nav.english')}
              </MenuItem>
            </Menu>
          </Popover>
        </MenuTrigger>
      </div>
      <nav className={styles.tabs} aria-label={t('nav.categories')}>
        <ul>
          <li>
            <Tab to={href('adList', locale)} active={pathname === href('adList', locale)}>
              {t('nav.allAds')}
            </Tab>
          </li>
          {AD_LIST_CATEGORIES.map((c) => {
            const to = href('adList', locale, { '*': c.slug[locale] });
            return (
              <li key={c.slug.pl}>
                <Tab to={to} active={pathname.startsWith(to)}>
                  {c.name[locale]}
                </Tab>
              </li>
            );
          })}
        </ul>
      </nav>
    </header>
  );
}

/** A category tab; active state from the slash-normalised path so server and browser render the same. */
function Tab({ to, active, children }: { to: string; active: boolean; children: ReactNode }) {
  return (
    <Link to={to} className={active ? styles.tabActive : styles.tab} aria-current={active ? 'page' : undefined}>
      {children}
    </Link>
  );
}
