import { href, type RouteId } from '@anonse/contracts';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale, useRootData } from '../lib/app-data';
import styles from './Footer.module.css';

type FooterLink = { id: RouteId; label: ParseKeys; plOnly?: boolean };

const COLUMNS: { title: ParseKeys; links: FooterLink[] }[] = [
  {
    title: 'footer.info',
    links: [
      { id: 'home', label: 'nav.home' },
      { id: 'terms', label: 'footer.terms' },
      { id: 'privacy', label: 'footer.privacy' },
      { id: 'advertising', label: 'footer.advertising' },
      { id: 'about', label: 'footer.about' },
      { id: 'news', label: 'footer.news' },
      { id: 'contact', label: 'footer.contact' },
      { id: 'security', label: 'footer.security' },
    ],
  },
  {
    title: 'footer.more',
    links: [
      { id: 'adTypes', label: 'footer.adTypes' },
      { id: 'promoInfo', label: 'footer.promoInfo' },
      { id: 'blog', label: 'footer.blog' },
      { id: 'guides', label: 'footer.guides' },
      { id: 'stories', label: 'footer.stories', plOnly: true },
      { id: 'pricing', label: 'footer.pricing' },
      { id: 'escorts', label: 'footer.escorts' },
    ],
  },
  {
    title: 'footer.account',
    links: [
      { id: 'login', label: 'nav.login' },
      { id: 'register', label: 'nav.register' },
      { id: 'addAd', label: 'nav.addAd' },
      { id: 'sitemap', label: 'footer.sitemap' },
      { id: 'sitemapRegions', label: 'footer.sitemapRegions' },
      { id: 'sitemapProvinces', label: 'footer.sitemapProvinces' },
    ],
  },
];

const SOCIAL = [
  { name: 'Facebook', url: 'https://www.facebook.com/' },
  { name: 'X', url: 'https://x.com/' },
  { name: 'Instagram', url: 'https://www.instagram.com/' },
];

/** Spec § 2 "Footer": links from the route table, three social networks, copyright 2021–current year. */
export function Footer() {
  const { t } = useTranslation();
  const locale = useLocale();
  const year = useRootData()?.year ?? new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <strong>{t('brand.name')}</strong>
          <p>{t('brand.tagline')}</p>
          <p className={styles.adult}>{t('footer.adultOnly')}</p>
        </div>
        {COLUMNS.map((col) => (
          <nav key={col.title} aria-label={t(col.title)} className={styles.col}>
            <h2>{t(col.title)}</h2>
            <ul>
              {col.links
                .filter((l) => !(l.plOnly && locale === 'en'))
                .map((l) => (
                  <li key={l.id}>
                    <Link to={href(l.id, locale)}>{t(l.label)}</Link>
                  </li>
                ))}
            </ul>
          </nav>
        ))}
        <div className={styles.col}>
          <h2>{t('footer.social')}</h2>
          <ul>
            {SOCIAL.map((s) => (
              <li key={s.name}>
                <a href={s.url} rel="noopener noreferrer nofollow" target="_blank">
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className={styles.copy} data-testid="copyright">
        {t('footer.copyright', { year })}
      </p>
    </footer>
  );
}
