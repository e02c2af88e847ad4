import { serviceBySlug } from '@anonse/contracts/browser';
import { useMemo, useState } from 'react';
import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text, type Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/components/Icon';
import { ServiceInfoButton } from '#web/components/ServiceInfo';
import { useLocale } from '#web/lib/app-data';
import { SEARCH } from '../i18n';
import { matchServices } from '../lib/service-options';
import styles from './ServicePicker.module.css';

interface Props {
  /** The chosen service slugs. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** The query parameter the chosen slugs are sent as (hidden fields, so the plain GET form carries them too). */
  name: string;
}

/**
 * docs/product.md § 2 "service multi-select" for 87 services without a wall of check boxes: one field to type in (accents
 * ignored), the matches in a list chosen with the arrow keys and Enter (or a tap), the chosen ones as removable
 * chips with their info popups. The whole list is one tab stop, so the Search button is a few tabs away.
 */
export function ServicePicker({ value, onChange, name }: Props) {
  const { t } = useTranslation(SEARCH);
  const locale = useLocale();
  const [text, setText] = useState('');
  const options = useMemo(() => matchServices(text, locale, value), [text, locale, value]);

  const choose = (key: Key | null) => {
    if (key === null) return;
    const slug = String(key);
    if (!value.includes(slug)) onChange([...value, slug]);
    setText('');
  };
  const remove = (slug: string) => onChange(value.filter((s) => s !== slug));

  return (
    <div className={styles.picker}>
      <ComboBox
        className={styles.combo}
        items={options}
        inputValue={text}
        onInputChange={setText}
        selectedKey={null}
        onSelectionChange={choose}
        menuTrigger="focus"
        allowsEmptyCollection
      >
        <Label className={styles.label}>{t('filters.services')}</Label>
        <div className={styles.field}>
          <Icon name="search" size={18} />
          <Input className={styles.input} placeholder={t('filters.servicesPlaceholder')} data-testid="service-search" />
          <Button className={styles.toggle} aria-label={t('filters.servicesShow')}>
            <Icon name="chevron" size={18} />
          </Button>
        </div>
        <Popover className={styles.popover} offset={4} maxHeight={320}>
          <ListBox className={styles.list} renderEmptyState={() => <p className={styles.empty}>{t('filters.servicesEmpty')}</p>}>
            {(s: (typeof options)[number]) => (
              <ListBoxItem id={s.slug} textValue={s.name[locale]} className={styles.option} data-testid="service-option">
                <Text slot="label">{s.name[locale]}</Text>
                {s.info && (
                  <Text slot="description" className={styles.optionInfo}>
                    {s.info.title[locale] !== s.name[locale] ? s.info.title[locale] : s.info.description[locale]}
                  </Text>
                )}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      {value.length > 0 && (
        <ul className={styles.chips} aria-label={t('filters.services')} data-testid="service-chips">
          {value.map((slug) => {
            const label = serviceBySlug(slug)?.name[locale] ?? slug;
            return (
              <li key={slug} className={styles.chip} data-testid="service-chip" data-value={slug}>
                <span>{label}</span>
                <ServiceInfoButton slug={slug} label={t('filters.serviceInfo', { name: label })} />
                <Button className={styles.remove} aria-label={t('filters.removeService', { name: label })} onPress={() => remove(slug)}>
                  <Icon name="close" size={14} />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {value.map((slug) => (
        <input key={slug} type="hidden" name={name} value={slug} />
      ))}
    </div>
  );
}
