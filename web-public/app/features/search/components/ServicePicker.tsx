import { serviceBySlug } from '@anonse/contracts/browser';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '#web/i18n/use-translation';
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
 * chips with their info popups. The whole list is one tab stop, so the Search button is a few tabs away. The
 * combobox is the ARIA 1.2 pattern on a native input (as the header search): the list opens when the field gets
 * the focus, the highlighted option is the field's `aria-activedescendant`.
 */
export function ServicePicker({ value, onChange, name }: Props) {
  const { t } = useTranslation(SEARCH);
  const locale = useLocale();
  const inputId = useId();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const options = useMemo(() => matchServices(text, locale, value), [text, locale, value]);
  const optionId = (i: number) => `${listId}-${i}`;

  // The highlighted option stays in sight while the arrows move through a long list.
  useEffect(() => {
    if (open && active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, active]);

  // A choice closes the list (the arrows or typing open it again), so the sheet's Search button is never under it.
  const choose = (slug: string) => {
    if (!value.includes(slug)) onChange([...value, slug]);
    setText('');
    setActive(-1);
    setOpen(false);
  };
  const remove = (slug: string) => onChange(value.filter((s) => s !== slug));

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.nativeEvent.isComposing) return;
    const n = options.length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (n === 0) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (!open || i < 0 ? (step === 1 ? 0 : n - 1) : (i + step + n) % n));
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      // Inside a sheet, Escape closes the list first and the sheet only on the next press.
      e.stopPropagation();
      setOpen(false);
      setActive(-1);
    } else if (e.key === 'Enter' && open && options[active]) {
      e.preventDefault();
      choose(options[active].slug);
    }
  };

  return (
    <div className={styles.picker}>
      <div className={styles.combo}>
        <label className={styles.label} htmlFor={inputId}>
          {t('filters.services')}
        </label>
        <div className={styles.field}>
          <Icon name="search" size={18} />
          <input
            ref={input}
            id={inputId}
            className={styles.input}
            placeholder={t('filters.servicesPlaceholder')}
            data-testid="service-search"
            autoComplete="off"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={open && active >= 0 && options[active] ? optionId(active) : undefined}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            onFocus={() => setOpen(true)}
            onBlur={() => {
              setOpen(false);
              setActive(-1);
            }}
          />
          <button
            type="button"
            className={styles.toggle}
            aria-label={t('filters.servicesShow')}
            aria-expanded={open}
            aria-controls={listId}
            tabIndex={-1}
            // The field keeps the focus, so the list is not closed by its blur before this press.
            onPointerDown={(e) => e.preventDefault()}
            onClick={() => {
              if (document.activeElement !== input.current) input.current?.focus();
              else setOpen((was) => !was);
            }}
          >
            <Icon name="chevron" size={18} />
          </button>
        </div>
        <div className={styles.popover} hidden={!open}>
          <ul id={listId} role="listbox" aria-label={t('filters.services')} className={styles.list}>
            {open
              ? options.map((s, i) => (
                  // The keys stay with the field (aria-activedescendant): an option only needs the pointer.
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                  <li
                    key={s.slug}
                    id={optionId(i)}
                    role="option"
                    aria-selected={i === active}
                    aria-labelledby={`${optionId(i)}-label`}
                    aria-describedby={s.info ? `${optionId(i)}-info` : undefined}
                    className={styles.option}
                    data-focused={i === active || undefined}
                    data-testid="service-option"
                    onPointerDown={(e) => e.preventDefault()}
                    onPointerMove={() => setActive(i)}
                    onClick={() => choose(s.slug)}
                  >
                    <span id={`${optionId(i)}-label`}>{s.name[locale]}</span>
                    {s.info && (
                      <span id={`${optionId(i)}-info`} className={styles.optionInfo}>
                        {s.info.title[locale] !== s.name[locale] ? s.info.title[locale] : s.info.description[locale]}
                      </span>
                    )}
                  </li>
                ))
              : null}
          </ul>
          {open && options.length === 0 ? <p className={styles.empty}>{t('filters.servicesEmpty')}</p> : null}
        </div>
      </div>
      {value.length > 0 && (
        <ul className={styles.chips} aria-label={t('filters.services')} data-testid="service-chips">
          {value.map((slug) => {
            const label = serviceBySlug(slug)?.name[locale] ?? slug;
            return (
              <li key={slug} className={styles.chip} data-testid="service-chip" data-value={slug}>
                <span>{label}</span>
                <ServiceInfoButton slug={slug} label={t('filters.serviceInfo', { name: label })} />
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={t('filters.removeService', { name: label })}
                  onClick={() => remove(slug)}
                >
                  <Icon name="close" size={14} />
                </button>
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
