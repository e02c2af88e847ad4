import { href } from '@anonse/contracts';
import { useEffect, useMemo, useState } from 'react';
import { Button, ComboBox, Input, ListBox, ListBoxItem, Popover, type Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Icon } from '../../../components/Icon';
import { useLocale } from '../../../lib/app-data';
import { SEARCH } from '../i18n';
import { loadPlaces, resolveHeaderSearch, suggestPlaces, type Places } from '../lib/header-search';
import styles from './HeaderSearch.module.css';

/** Spec § 2: city/region combobox in the header; Enter applies the header search rules. */
export function HeaderSearch() {
  const { t } = useTranslation(SEARCH);
  const locale = useLocale();
  const navigate = useNavigate();
  // One combobox with nothing to validate: plain state. react-hook-form (14 KiB gzipped) would ship on every
  // page for it; the forms with fields to check load it with their own routes.
  const [value, setValue] = useState('');
  // The town list loads once the visitor types: every page has this header, few pages need the towns.
  const [places, setPlaces] = useState<Places | null>(null);
  const wantsPlaces = value.trim().length >= 2;
  useEffect(() => {
    if (wantsPlaces && !places) void loadPlaces().then(setPlaces);
  }, [wantsPlaces, places]);
  const items = useMemo(() => (places ? suggestPlaces(places, value) : []), [places, value]);

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const to = await resolveHeaderSearch(value, locale);
    if (to) void navigate(to);
  };
  const onSelect = (key: Key | null) => {
    if (key === null) return;
    const hit = items.find((i) => i.key === key);
    if (hit) setValue(hit.label);
    void navigate(href('adList', locale, { '*': String(key) }));
  };

  return (
    <form role="search" className={styles.form} onSubmit={(e) => void onSubmit(e)} data-testid="header-search-form">
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
