import { href } from '@anonse/contracts';
import { useMemo, useState, type FormEvent } from 'react';
import { Button, ComboBox, Input, ListBox, ListBoxItem, Popover, type Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Icon } from '../../../components/Icon';
import { useLocale } from '../../../lib/app-data';
import { resolveHeaderSearch, suggestPlaces } from '../lib/header-search';
import styles from './HeaderSearch.module.css';

/** Spec § 2: city/region combobox in the header; Enter applies the header search rules. */
export function HeaderSearch() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const items = useMemo(() => suggestPlaces(value), [value]);

  const go = (text: string) => {
    const to = resolveHeaderSearch(text, locale);
    if (to) void navigate(to);
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    go(value);
  };
  const onSelect = (key: Key | null) => {
    if (key === null) return;
    const hit = items.find((i) => i.key === key);
    if (hit) setValue(hit.label);
    void navigate(href('adList', locale, { '*': String(key) }));
  };

  return (
    <form role="search" className={styles.form} onSubmit={onSubmit} data-testid="header-search-form">
      <ComboBox
        className={styles.combo}
        aria-label={t('headerSearch.label')}
        inputValue={value}
        onInputChange={setValue}
        items={items}
        allowsCustomValue
        allowsEmptyCollection={false}
        menuTrigger="input"
        onSelectionChange={onSelect}
      >
        <Icon name="pin" size={18} />
        <Input className={styles.input} placeholder={t('headerSearch.placeholder')} data-testid="header-search" name="q" />
        {value && (
          <Button
            className={styles.clear}
            aria-label={t('filters.clear')}
            onPress={() => {
              setValue('');
              void navigate(href('adList', locale));
            }}
          >
            <Icon name="close" size={16} />
          </Button>
        )}
        <Popover className={styles.popover} offset={6}>
          <ListBox className={styles.list}>
            {(item: (typeof items)[number]) => (
              <ListBoxItem id={item.key} textValue={item.label} className={styles.item}>
                <span className={styles.itemLabel}>{item.label}</span>
                <span className={styles.itemDetail}>{item.kind === 'province' ? t('headerSearch.province') : item.detail}</span>
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      <button type="submit" className={styles.submit} aria-label={t('headerSearch.submit')}>
        <Icon name="search" size={18} />
      </button>
    </form>
  );
}
