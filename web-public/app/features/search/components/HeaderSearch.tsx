import { href } from '@anonse/contracts/browser';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from '#web/i18n/use-translation';
import { useNavigate } from 'react-router';
import { Icon } from '#web/components/Icon';
import { useLocale, usePathname } from '#web/lib/app-data';
import { SEARCH } from '../i18n';
import { headerSearchScope, loadPlaces, resolveHeaderSearch, suggestPlaces, type Places } from '../lib/header-search';
import { searchStore, useSearchState } from '../lib/search-state';
import styles from './HeaderSearch.module.css';
import { island } from '#web/islands/island';

type Key = string;

/**
 * docs/product.md § 2: the city/region combobox in the header. Enter always searches by the header rules, also while the
 * suggestions are open (a highlighted suggestion is opened instead); a suggestion can be picked by keyboard or
 * pointer; clearing the field resets the city and opens all ads. Without JavaScript the form is a plain GET to
 * the search page with the typed words (`q`). The combobox is the ARIA 1.2 pattern on a native input (every page
 * carries the header, so no widget library comes with it); the town list loads when the visitor comes to it.
 */
export function HeaderSearch() {
  const { t } = useTranslation(SEARCH);
  const locale = useLocale();
  const pathname = usePathname();
  const navigate = useNavigate();
  const { searchValue: value } = useSearchState();
  const hintId = useId();
  const listId = useId();
  // The town list loads once the visitor comes to the field: every page has this header, few pages need the towns.
  const [places, setPlaces] = useState<Places | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const wantsPlaces = value.trim().length >= 2;
  useEffect(() => {
    if (wantsPlaces && !places) void loadPlaces().then(setPlaces);
  }, [wantsPlaces, places]);
  const items = useMemo(() => (places ? suggestPlaces(places, value) : []), [places, value]);
  const expanded = open && items.length > 0;
  // Focus or a pointer over the field means typing is next: fetch the towns now, so the first letters have suggestions.
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
  const pick = (key: Key) => {
    setOpen(false);
    setActive(-1);
    onSelect(key);
  };
  // Enter with a highlighted suggestion opens it; any other Enter submits the form, which searches.
  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.nativeEvent.isComposing) return;
    const n = items.length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (n === 0) return;
      e.preventDefault();
      setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (!expanded || i < 0 ? (step === 1 ? 0 : n - 1) : (i + step + n) % n));
    } else if (e.key === 'Escape' && expanded) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (e.key === 'Enter' && expanded && active >= 0 && items[active]) {
      e.preventDefault();
      pick(items[active].key);
    }
  };
  const clear = () => {
    searchStore.dispatch({ type: 'cleared' });
    void navigate(href('adList', locale));
  };
  const optionId = (i: number) => `${listId}-${i}`;

  return (
    <form
      role="search"
      method="get"
      action={href('search', locale)}
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
        void search();
      }}
      onPointerEnter={preload}
      data-testid="header-search-form"
    >
      <div className={styles.combo}>
        <Icon name="pin" size={18} />
        <input
          className={styles.input}
          placeholder={t('headerSearch.placeholder')}
          data-testid="header-search"
          name="q"
          maxLength={100}
          autoComplete="off"
          role="combobox"
          aria-label={t('headerSearch.label')}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-describedby={hintId}
          value={value}
          onChange={(e) => {
            searchStore.dispatch({ type: 'typed', value: e.target.value });
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onFocus={preload}
          onBlur={() => setOpen(false)}
        />
        {value && (
          <button
            type="button"
            className={styles.clear}
            aria-label={t('headerSearch.clear')}
            onClick={clear}
            data-testid="header-search-clear"
          >
            <Icon name="close" size={16} />
          </button>
        )}
        <ul
          id={listId}
          role="listbox"
          aria-label={t('headerSearch.label')}
          className={styles.popover}
          hidden={!expanded}
          data-testid="header-suggestions"
        >
          {expanded
            ? items.map((item, i) => (
                // The keys stay with the field (aria-activedescendant): an option only needs the pointer.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <li
                  key={item.key}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  className={styles.item}
                  // Keeps the focus in the field, so the pick below does not first close the list on blur.
                  onPointerDown={(e) => e.preventDefault()}
                  onClick={() => pick(item.key)}
                  onPointerMove={() => setActive(i)}
                >
                  <span className={styles.itemLabel}>{item.label}</span>{' '}
                  <span className={styles.itemDetail}>{item.kind === 'province' ? t('headerSearch.province') : item.detail}</span>
                </li>
              ))
            : null}
        </ul>
      </div>
      <span id={hintId} className="visually-hidden">
        {t('headerSearch.hint')}
      </span>
      <button type="submit" className={styles.submit} aria-label={t('headerSearch.submit')}>
        <Icon name="search" size={18} />
      </button>
    </form>
  );
}

export const HeaderSearchIsland = island('header-search', HeaderSearch);
