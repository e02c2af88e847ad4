import type { NotificationDto } from '@anonse/contracts';
import { useCallback, useMemo } from 'react';
import { Button, Header, Menu, MenuItem, MenuSection, MenuTrigger, Popover, Separator, type Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate, useRevalidator } from 'react-router';
import { useApi, useLocale, useRootData } from '../../../lib/app-data';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../api/mark-read';
import { NOTIFICATIONS } from '../i18n';
import { badgeText, bellItems, noticeTarget } from '../lib/bell';
import { useLiveNotifications } from '../lib/use-live-notifications';
import styles from './NotificationBell.module.css';
import { formatDateTime } from '../../../lib/format-date';

const MARK_ALL = '__mark-all__';

/**
 * Spec § 2 "Notifications menu": a bell with the unread count, at most 9 notices in a 300 px menu, "mark all as
 * read", and "Brak powiadomień" when there are none. A click marks the notice read and opens its link (the
 * navigation reloads the list); a notice pushed on the live channel reloads it too. The list comes with the root
 * loader, so the bell arrives rendered. react-aria gives the keyboard: arrows, Enter, Escape closes and focus
 * returns to the bell.
 */
export function NotificationBell() {
  const { t } = useTranslation(NOTIFICATIONS);
  const root = useRootData();
  const api = useApi();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const markRead = useMarkNotificationRead(api);
  const markAll = useMarkAllNotificationsRead(api);
  const data = root?.notifications ?? null;
  const items = useMemo(() => bellItems(data?.notifications ?? []), [data]);
  const unread = data?.unread_count ?? 0;
  const badge = badgeText(unread);
  const reload = useCallback(() => void revalidator.revalidate(), [revalidator]);
  const locale = useLocale();
  // One time zone on the server and in the browser, so the rendered page and the hydrated one agree.
  const formatTime = useMemo(() => (iso: string) => formatDateTime(iso, locale, 'short'), [locale]);

  useLiveNotifications(root?.user?.id ?? null, data?.realtime ?? null, reload);

  const onAction = async (key: Key) => {
    if (key === MARK_ALL) {
      // Errors are ignored like every notification call (spec § 8); the reload shows what is true.
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

  const label = unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell');
  return (
    <MenuTrigger>
      <Button className={styles.bell} aria-label={label} data-testid="notifications-bell">
        <BellIcon />
        {badge ? (
          <span className={styles.badge} aria-hidden="true" data-testid="notifications-badge">
            {badge}
          </span>
        ) : null}
      </Button>
      <Popover className={styles.popover} placement="bottom end">
        <Menu className={styles.menu} aria-label={t('notifications.title')} onAction={(key) => void onAction(key)} data-testid="notifications-menu">
          <MenuSection>
            <Header className={styles.header}>{t('notifications.title')}</Header>
            {items.length === 0 ? (
              <MenuItem id="__empty__" isDisabled className={styles.empty} textValue={t('notifications.empty')}>
                {t('notifications.empty')}
              </MenuItem>
            ) : (
              items.map((notice) => <NoticeItem key={notice.id} notice={notice} unreadLabel={t('notifications.unread')} formatTime={formatTime} />)
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
    </MenuTrigger>
  );
}

function NoticeItem({ notice, unreadLabel, formatTime }: { notice: NotificationDto; unreadLabel: string; formatTime: (iso: string) => string }) {
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

function BellIcon() {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1z" />
    </svg>
  );
}
