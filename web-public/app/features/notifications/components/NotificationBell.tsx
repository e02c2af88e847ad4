import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from '#web/i18n/use-translation';
import { useRevalidator } from 'react-router';
import { useRootData } from '#web/lib/app-data';
import { NOTIFICATIONS } from '../i18n';
import { badgeText, bellItems } from '../lib/bell';
import { useLiveNotifications } from '../lib/use-live-notifications';
import styles from './NotificationBell.module.css';

const loadMenu = () => import('./BellMenu');
const BellMenu = lazy(() => loadMenu().then((m) => ({ default: m.BellMenu })));

/**
 * docs/product.md § 2 "Notifications menu": the bell with the unread count, in every signed-in header. The button is a plain
 * one and its menu (with the calls that mark notices read) is a chunk of its own, fetched when the pointer comes near
 * or the bell gets focus and shown on the first press: a press before the chunk arrived opens the menu once it has, never lost. The
 * list comes with the root loader, so the bell arrives rendered; a notice pushed on the live channel reloads it.
 */
export function NotificationBell() {
  const { t } = useTranslation(NOTIFICATIONS);
  const root = useRootData();
  const revalidator = useRevalidator();
  const data = root?.notifications ?? null;
  const items = useMemo(() => bellItems(data?.notifications ?? []), [data]);
  const unread = data?.unread_count ?? 0;
  const badge = badgeText(unread);
  const reload = useCallback(() => void revalidator.revalidate(), [revalidator]);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);

  useLiveNotifications(root?.user?.id ?? null, data?.realtime ?? null, reload);

  const label = unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell');
  const preload = () => void loadMenu().catch(() => undefined);
  return (
    <div className={styles.wrap}>
      <button
        ref={button}
        type="button"
        className={styles.bell}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        data-testid="notifications-bell"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen((was) => !was)}
      >
        <BellIcon />
        {badge ? (
          <span className={styles.badge} aria-hidden="true" data-testid="notifications-badge">
            {badge}
          </span>
        ) : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <BellMenu triggerRef={button} items={items} unread={unread} reload={reload} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}

function BellIcon() {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1z" />
    </svg>
  );
}
