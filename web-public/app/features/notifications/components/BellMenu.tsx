import type { NotificationDto } from '@anonse/contracts/browser';
import { useMemo, type RefObject } from 'react';
import { Header, Menu, MenuItem, MenuSection, Popover, Separator, type Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '#web/lib/format-date';
import { useApi, useLocale } from '#web/lib/app-data';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../api/mark-read';
import { NOTIFICATIONS } from '../i18n';
import { noticeTarget } from '../lib/bell';
import styles from './NotificationBell.module.css';

const MARK_ALL = '__mark-all__';

/**
 * The bell's menu (docs/product.md § 2 "Notifications menu"): at most 9 notices in a 300 px menu, "mark all as read", and
 * "Brak powiadomień" when there are none. A click marks the notice read and opens its link (the navigation reloads
 * the list). react-aria gives the keyboard: arrows, Enter, Escape closes. Its own chunk, loaded on the bell's first
 * use: every page carries the bell, few visitors open it.
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
  // One time zone on the server and in the browser, so what a notice says is the same everywhere.
  const formatTime = useMemo(() => (iso: string) => formatDateTime(iso, locale, 'short'), [locale]);

  const onAction = async (key: Key) => {
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

  return (
    <Popover className={styles.popover} placement="bottom end" triggerRef={triggerRef} isOpen onOpenChange={(open) => !open && onClose()}>
      <Menu
        className={styles.menu}
        autoFocus="first"
        aria-label={t('notifications.title')}
        onAction={(key) => void onAction(key)}
        data-testid="notifications-menu"
      >
        <MenuSection>
          <Header className={styles.header}>{t('notifications.title')}</Header>
          {items.length === 0 ? (
            <MenuItem id="__empty__" isDisabled className={styles.empty} textValue={t('notifications.empty')}>
              {t('notifications.empty')}
            </MenuItem>
          ) : (
            items.map((notice) => (
              <NoticeItem key={notice.id} notice={notice} unreadLabel={t('notifications.unread')} formatTime={formatTime} />
            ))
          )}
        </MenuSection>
        {items.length > 0 && unread > 0 ? (
          <MenuSection>
            <Separator className={styles.sep} />
            <MenuItem id={MARK_ALL} className={styles.markAll} data-testid="notifications-mark-all">
              {t('notifications.markAll')}
            </MenuItem>
          </MenuSection>
        ) : null}
      </Menu>
    </Popover>
  );
}

function NoticeItem({
  notice,
  unreadLabel,
  formatTime,
}: {
  notice: NotificationDto;
  unreadLabel: string;
  formatTime: (iso: string) => string;
}) {
  const unread = notice.read_at === null;
  return (
    <MenuItem id={notice.id} textValue={notice.text} className={unread ? styles.itemUnread : styles.item} data-testid="notification-item">
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
