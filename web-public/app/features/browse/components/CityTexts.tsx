import { useTranslation } from '#web/i18n/use-translation';
import { BROWSE } from '../i18n';
import styles from './browse.module.css';

/** docs/product.md § 3 city SEO texts below a city's results: the loader hands over this city's texts only. */
export function CityTexts({ texts }: { texts: readonly { title: string; desc: string }[] }) {
  const { t } = useTranslation(BROWSE);
  if (!texts.length) return null;
  return (
    <section className={styles.cityTexts} aria-label={t('cityTexts.label')} data-testid="city-texts">
      {texts.map((text) => (
        <article key={text.title}>
          <h2>{text.title}</h2>
          <p>{text.desc}</p>
        </article>
      ))}
    </section>
  );
}
