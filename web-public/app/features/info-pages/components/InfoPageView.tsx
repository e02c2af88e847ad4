import { AD_LIST_CATEGORIES, href, type PublicArticleDto } from '@anonse/contracts/browser';
import { Fragment } from 'react';
import { useTranslation } from '#web/i18n/use-translation';
import { Link } from 'react-router';
import { ArticleHtml } from '#web/components/ArticleHtml';
import { Breadcrumbs } from '#web/components/Breadcrumbs';
import { useLocale } from '#web/lib/app-data';
import { INFO } from '../i18n';
import { PriceList } from './PriceList';
import { INFO_PAGE_IDS, RELATED, splitEmails, type InfoPageId } from '../lib/info-pages';
import styles from './InfoPage.module.css';

/** Text with its e-mail addresses as mailto links. */
function Rich({ text }: { text: string }) {
  return (
    <>
      {splitEmails(text).map((part, i) =>
        part.kind === 'email' ? (
          <a key={i} href={`mailto:${part.value}`}>
            {part.value}
          </a>
        ) : (
          <Fragment key={i}>{part.value}</Fragment>
        ),
      )}
    </>
  );
}

/** A static information page: side list of all info pages, the text (from the console), "see also" links. */
export function InfoPageView({ id, page }: { id: InfoPageId; page: PublicArticleDto }) {
  const { t } = useTranslation(INFO);
  const locale = useLocale();
  return (
    <div className={styles.layout}>
      <nav className={styles.nav} aria-label={t('info.pagesNav')}>
        <h2>{t('info.pagesNav')}</h2>
        <ul>
          {INFO_PAGE_IDS.map((other) => (
            <li key={other}>
              <Link
                to={href(other, locale)}
                className={other === id ? styles.navActive : styles.navItem}
                aria-current={other === id ? 'page' : undefined}
              >
                {t(`footer.${other}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <article className={styles.article} data-testid="info-page" data-page={id}>
        <Breadcrumbs items={[{ label: t('nav.home'), to: href('home', locale) }, { label: page.title }]} />
        <h1 className={styles.title}>{page.title}</h1>
        {page.lead && (
          <p className={styles.lead}>
            <Rich text={page.lead} />
          </p>
        )}
        {id === 'pricing' && <PriceList />}
        <ArticleHtml html={page.html} className={styles.section} />
        {id === 'adTypes' && (
          <ul className={styles.chips} aria-label={t('nav.categories')} data-testid="info-categories">
            {AD_LIST_CATEGORIES.map((c) => (
              <li key={c.slug.pl}>
                <Link to={href('adList', locale, { '*': c.slug[locale] })}>{c.name[locale]}</Link>
              </li>
            ))}
          </ul>
        )}
        <aside className={styles.related} aria-labelledby="related-heading">
          <h2 id="related-heading">{t('info.related')}</h2>
          <ul>
            {RELATED[id].map((other) => (
              <li key={other}>
                <Link to={href(other, locale)}>{t(`footer.${other}`)} →</Link>
              </li>
            ))}
          </ul>
        </aside>
      </article>
    </div>
  );
}
