import type { ParseKeys } from 'i18next';
import { useTranslation } from '#web/i18n/use-translation';
import { PageLink } from '#web/components/PageLink';
import { useLocale, useRootData } from '../lib/app-data';
import { warsawYear } from '../lib/format-date';
import type { SocialLinks } from '../lib/load-context';
import { footerColumns } from './nav-links';
import styles from './Footer.module.css';

const NETWORKS: { key: keyof SocialLinks; name: string }[] = [
  { key: 'facebook', name: 'Facebook' },
  { key: 'x', name: 'X' },
  { key: 'instagram', name: 'Instagram' },
];

/**
 * docs/product.md § 2 "Footer": the links of the route table (Polish-only pages left out under /en/), the social profiles
 * the configuration names (SOCIAL_*_URL; a network without one is not shown), copyright 2021–current year.
 */
export function Footer() {
  const { t } = useTranslation();
  const locale = useLocale();
  const root = useRootData();
  const year = root?.year ?? warsawYear();
  const social = NETWORKS.flatMap((n) => (root?.social?.[n.key] ? [{ ...n, url: root.social[n.key]! }] : []));
  return (
    <footer className={styles.footer} data-testid="footer">
      <div className={styles.inner}>
        <div className={styles.brand}>
          <strong>{t('brand.name')}</strong>
          <p>{t('brand.tagline')}</p>
          <p className={styles.adult}>{t('footer.adultOnly')}</p>
          {social.length > 0 ? (
            <nav aria-label={t('footer.social')} className={styles.social} data-testid="footer-social">
              <ul>
                {social.map((s) => (
                  <li key={s.key}>
                    <a href={s.url} rel="noopener noreferrer nofollow" target="_blank" data-network={s.key}>
                      {s.name}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
        {footerColumns(locale).map((col) => (
          <nav key={col.title} aria-label={t(col.title as ParseKeys)} className={styles.col}>
            <h2>{t(col.title as ParseKeys)}</h2>
            <ul>
              {col.links.map((l) => (
                <li key={l.id}>
                  <PageLink to={l.to} data-link-id={l.id}>
                    {t(l.label as ParseKeys)}
                  </PageLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className={styles.copy} data-testid="copyright">
        {t('footer.copyright', { year })}
      </p>
    </footer>
  );
}
