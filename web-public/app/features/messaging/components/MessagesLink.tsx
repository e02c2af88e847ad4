import { MESSAGING_PUSH_EVENT, href } from '@anonse/contracts/browser';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#web/i18n/use-translation';
import { badgeText } from '#web/features/notifications/lib/bell';
import { useLiveChannel } from '#web/features/notifications/lib/live-socket';
import styles from '#web/features/notifications/components/NotificationBell.module.css';
import { useApi, useLocale, useRootData } from '#web/lib/app-data';
import { getUnreadCount } from '../api/unread-count';
import { MESSAGES_READ_EVENT } from '../lib/read-event';

/** A burst of messages causes one read of the count. */
const COALESCE_MS = 150;

/**
 * The header's envelope: a link to the messages with the unread count (messages in accepted conversations plus
 * requests waiting). The root loader brings the count; a message on the live channel, a reconnection or this page
 * reading messages reads it again. Only the count is read here, so the page's shell carries no messaging code.
 */
export function MessagesLink() {
  const { t } = useTranslation();
  const locale = useLocale();
  const api = useApi();
  const root = useRootData();
  const fromLoader = root?.messagesUnread ?? 0;
  const [count, setCount] = useState(fromLoader);
  useEffect(() => setCount(fromLoader), [fromLoader]);

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const refresh = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      getUnreadCount(api)
        .then(setCount)
        .catch(() => undefined);
    }, COALESCE_MS);
  }, [api]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const listener = useMemo(() => ({ events: { [MESSAGING_PUSH_EVENT]: refresh }, onConnect: refresh }), [refresh]);
  useLiveChannel(root?.user?.id ?? null, root?.notifications?.realtime ?? null, listener);
  useEffect(() => {
    window.addEventListener(MESSAGES_READ_EVENT, refresh);
    return () => window.removeEventListener(MESSAGES_READ_EVENT, refresh);
  }, [refresh]);

  const badge = badgeText(count);
  return (
    <div className={styles.wrap}>
      <Link
        to={href('messages', locale)}
        className={styles.bell}
        aria-label={count > 0 ? t('nav.messagesUnread', { count }) : t('nav.messages')}
        data-testid="messages-link"
      >
        <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
          <path d="M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2.4V17h16V7.4l-8 5.3zM5.6 7 12 11.2 18.4 7z" />
        </svg>
        {badge ? (
          <span className={styles.badge} aria-hidden="true" data-testid="messages-badge">
            {badge}
          </span>
        ) : null}
      </Link>
    </div>
  );
}
