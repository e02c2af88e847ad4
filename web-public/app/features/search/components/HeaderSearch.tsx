import { href } from '@anonse/contracts';
import { useEffect, useId, useMemo, useState } from 'react';
import { ComboBox, Input, ListBox, ListBoxItem, Popover, type Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Icon } from '../../../components/Icon';
import { useLocale, usePathname } from '../../../lib/app-data';
import { SEARCH } from '../i18n';
import { headerSearchScope, loadPlaces, resolveHeaderSearch, suggestPlaces, type Places } from '../lib/header-search';
import { searchStore, useSearchState } from '../lib/search-state';
import styles from './HeaderSearch.module.css';

/**
 * Spec § 2: the city/region combobox in the header. Enter always searches by the header rules, also while the
 * suggestions are open (a highlighted suggestion is opened instead); a suggestion can be picked by keyboard or
 * pointer; clearing the field resets the city and opens all ads. Without JavaScript the form is a plain GET to
 * the search page with the typed words (`q`).
 */
export function HeaderSearch() {
  const { t } = useTranslation(SEARCH);
  const locale = useLocale();
  const pathname = usePathname();
  const navigate = useNavigate();
  const { searchValue: value } = useSearchState();
  const hintId = useId();
  // The town list loads once the visitor comes to the field: every page has this header, few pages need the towns.
  const [places, setPlaces] = useState<Places | null>(null);
  const wantsPlaces = value.trim().length >= 2;
  useEffect(() => {
    if (wantsPlaces && !places) void loadPlaces().then(setPlaces);
  }, [wantsPlaces, places]);
  const items = useMemo(() => (places ? suggestPlaces(places, value) : []), [places, value]);
  // Focus means typing is next: fetch the towns now, so the first letters already have suggestions.
  const preload = () => {
    if (!places) void loadPlaces().then(setPlaces);
  };

  const search = async () => {
    const to = await resolveHeaderSearch(value, locale, { scope: headerSearchScope(pathname, locale) });
    if (!to) return;
    if (value.trim() === '') searchStore.dispatch({ type: 'cleared' });
    searchStore.dispatch({ type: 'searched' });
    void navigate(to);
  };
  const onSelect = (key: Key | null) => {
    const hit = key === null ? undefined : items.find((i) => i.key === key);
    if (!hit) return;
    searchStore.dispatch({ type: 'placePicked', key: hit.key, label: hit.label });
    void navigate(href('adList', locale, { '*': hit.key }));
  };
  // react-aria turns an Enter with the suggestions open into "close the list" (and stops the form's submit); the
  // spec wants it to search. A highlighted suggestion (aria-activedescendant) is left to react-aria, which picks it.
  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter' || e.nativeEvent.isComposing || e.currentTarget.getAttribute('aria-activedescendant')) return;
    e.preventDefault();
    void search();
  };
  const clear = () => {
    searchStore.dispatch({ type: 'cleared' });
    void navigate(href('adList', locale));
  };

  return (
    <form
      role="search"
      method="get"
      action={href('search', locale)}
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        void search();
      }}
      data-testid="header-search-form"
    >
      <ComboBox
        className={styles.combo}
        aria-label={t('headerSearch.label')}
        inputValue={value}
        onInputChange={(v) => searchStore.dispatch({ type: 'typed', value: v })}
        items={items}
        allowsCustomValue
        allowsEmptyCollection={false}
        menuTrigger="input"
        onSelectionChange={onSelect}
      >
        <Icon name="pin" size={18} />
        <Input
          className={styles.input}
          placeholder={t('headerSearch.placeholder')}
          data-testid="header-search"
          name="q"
          maxLength={100}
          onKeyDown={onKeyDown}
          onFocus={preload}
          aria-describedby={hintId}
        />
        {value && (
          // A plain button: a react-aria Button inside the ComboBox would also become its list toggle.
          <button type="button" className={styles.clear} aria-label={t('headerSearch.clear')} onClick={clear} data-testid="header-search-clear">
            <Icon name="close" size={16} />
          </button>
        )}
        <Popover className={styles.popover} offset={6}>
          <ListBox className={styles.list} data-testid="header-suggestions">
            {(item: (typeof items)[number]) => (
              <ListBoxItem id={item.key} textValue={item.label} className={styles.item}>
                <span className={styles.itemLabel}>{item.label}</span>
                <span className={styles.itemDetail}>{item.kind === 'province' ? t('headerSearch.province') : item.detail}</span>
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      <span id={hintId} className="visually-hidden">
        {t('headerSearch.hint')}
      </span>
      <button type="submit" className={styles.submit} aria-label={t('headerSearch.submit')}>
        <Icon name="search" size={18} />
      </button>
    </form>
  );
}
