import type { NotificationDto } from '@anonse/contracts/browser';
import { useEffect, useId, useMemo, useRef, type RefObject } from 'react';
import { useTranslation } from '#web/i18n/use-translation';
import { useNavigate } from 'react-router';
import { formatDateTime } from '#web/lib/format-date';
import { useApi, useLocale } from '#web/lib/app-data';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../api/mark-read';
import { NOTIFICATIONS } from '../i18n';
import { noticeTarget } from '../lib/bell';
import styles from './NotificationBell.module.css';

const MARK_ALL = '__mark-all__';
const ITEM = '[role="menuitem"]:not([aria-disabled="true"])';

/**
 * The bell's menu (docs/product.md § 2 "Notifications menu"): at most 9 notices in a 300 px menu, "mark all as read", and
 * "Brak powiadomień" when there are none. A click marks the notice read and opens its link (the navigation reloads
 * the list). The keyboard is the ARIA menu button pattern: the first notice has the focus, arrows (wrapping), Home
 * and End move it, Enter or Space chooses, Escape and Tab close; so does a press outside. Its own chunk, loaded on the
 * bell's first use: every page carries the bell, few visitors open it.
 */
export function BellMenu({
  triggerRef,
  items,
  unread,
  reload,
  onClose,
}: {
  triggerRef: RefObject<HTMLButtonElement | null>;
  items: NotificationDto[];
  unread: number;
  reload: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(NOTIFICATIONS);
  const api = useApi();
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead(api);
  const markAll = useMarkAllNotificationsRead(api);
  const locale = useLocale();
  const menu = useRef<HTMLDivElement>(null);
  const headerId = useId();
  // One time zone on the server and in the browser, so what a notice says is the same everywhere.
  const formatTime = useMemo(() => (iso: string) => formatDateTime(iso, locale, 'short'), [locale]);

  const entries = () => [...(menu.current?.querySelectorAll<HTMLElement>(ITEM) ?? [])];
  useEffect(() => {
    (entries()[0] ?? menu.current)?.focus();
    const onPointerDown = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!menu.current?.contains(target) && !triggerRef.current?.contains(target)) onClose();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onAction = async (key: string) => {
    onClose();
    if (key === MARK_ALL) {
      // Errors are ignored like every notification call (docs/product.md § 8); the reload shows what is true.
      await markAll.mutateAsync(items.map((n) => n.id)).catch(() => undefined);
      reload();
      return;
    }
    const notice = items.find((n) => n.id === key);
    if (!notice) return;
    if (notice.read_at === null) await markRead.mutateAsync(notice.id).catch(() => undefined);
    const target = noticeTarget(notice);
    // Navigating reloads the root loader, and with it the list.
    if (target) await navigate(target);
    else reload();
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLDivElement>) => {
    const all = entries();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = (i: number) => {
      e.preventDefault();
      all[(i + all.length) % all.length]?.focus();
    };
    if (e.key === 'ArrowDown') move(at + 1);
    else if (e.key === 'ArrowUp') move(at < 0 ? -1 : at - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(-1);
    else if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
    } else if (e.key === 'Tab') onClose();
    else if ((e.key === 'Enter' || e.key === ' ') && at >= 0) {
      e.preventDefault();
      void onAction(all[at]!.dataset.key!);
    }
  };

  return (
    <div className={styles.popover}>
      <div
        ref={menu}
        role="menu"
        tabIndex={-1}
        className={styles.menu}
        aria-label={t('notifications.title')}
        onKeyDown={onKeyDown}
        data-testid="notifications-menu"
      >
        <div role="group" aria-labelledby={headerId}>
          <div id={headerId} role="presentation" className={styles.header}>
            {t('notifications.title')}
          </div>
          {items.length === 0 ? (
            <div role="menuitem" aria-disabled="true" className={styles.empty}>
              {t('notifications.empty')}
            </div>
          ) : (
            items.map((notice) => (
              <NoticeItem
                key={notice.id}
                notice={notice}
                unreadLabel={t('notifications.unread')}
                formatTime={formatTime}
                onAction={(key) => void onAction(key)}
              />
            ))
          )}
        </div>
        {items.length > 0 && unread > 0 ? (
          <div role="group">
            <div role="separator" className={styles.sep} />
            <MenuItem id={MARK_ALL} className={styles.markAll} onAction={(key) => void onAction(key)} testId="notifications-mark-all">
              {t('notifications.markAll')}
            </MenuItem>
          </div>
        ) : null}
      </div>
    </div>
  );
}

function MenuItem({
  id,
  className,
  onAction,
  testId,
  children,
}: {
  id: string;
  className: string | undefined;
  onAction: (key: string) => void;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    // The menu handles the keys (Enter, Space, arrows) for all its items.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <div
      role="menuitem"
      tabIndex={-1}
      className={className}
      data-key={id}
      data-testid={testId}
      onClick={() => onAction(id)}
      onPointerMove={(e) => e.currentTarget.focus()}
    >
      {children}
    </div>
  );
}

function NoticeItem({
  notice,
  unreadLabel,
  formatTime,
  onAction,
}: {
  notice: NotificationDto;
  unreadLabel: string;
  formatTime: (iso: string) => string;
  onAction: (key: string) => void;
}) {
  const unread = notice.read_at === null;
  return (
    <MenuItem id={notice.id} className={unread ? styles.itemUnread : styles.item} onAction={onAction} testId="notification-item">
      {unread ? <span className={styles.dot} aria-hidden="true" /> : null}
      <span className={styles.text}>
        {notice.text}
        {unread ? <span className="visually-hidden"> ({unreadLabel})</span> : null}
      </span>
      <time className={styles.time} dateTime={notice.created_at}>
        {formatTime(notice.created_at)}
      </time>
    </MenuItem>
  );
}
