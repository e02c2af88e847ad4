import { href } from '@anonse/contracts/browser';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#web/i18n/use-translation';
import { badgeText } from '#web/features/notifications/lib/bell';
import styles from '#web/features/notifications/components/NotificationBell.module.css';
import { useLocale, useRootData } from '#web/lib/app-data';

const LiveCount = lazy(() => import('./MessagesLiveCount').then((m) => ({ default: m.MessagesLiveCount })));

/**
 * The header's envelope: a link to the messages with the unread count (messages in accepted conversations plus
 * requests waiting). The root loader brings the count; what keeps it live is a chunk fetched once the page runs,
 * so every signed-in page's shell carries only the link.
 */
export function MessagesLink() {
  const { t } = useTranslation();
  const locale = useLocale();
  const fromLoader = useRootData()?.messagesUnread ?? 0;
  const [count, setCount] = useState(fromLoader);
  useEffect(() => setCount(fromLoader), [fromLoader]);
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
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
          <path d="M3 5h18v14H3zm2 2.4V17h14V7.4l-7 4.6zM6.2 7 12 10.8 17.8 7z" />
        </svg>
        {badge ? (
          <span className={styles.badge} aria-hidden="true" data-testid="messages-badge">
            {badge}
          </span>
        ) : null}
      </Link>
      {live ? (
        <Suspense fallback={null}>
          <LiveCount onCount={setCount} />
        </Suspense>
      ) : null}
    </div>
  );
}
