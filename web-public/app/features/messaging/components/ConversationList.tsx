import { Link } from 'react-router';
import { useTranslation } from '#web/i18n/use-translation';
import { useLocale } from '#web/lib/app-data';
import { formatDateTime } from '#web/lib/format-date';
import type { ConversationSummaryDto, Folder } from '../lib/dto';
import { messagesHref } from '../lib/links';
import { MESSAGING } from '../i18n';
import styles from './Messaging.module.css';

interface Props {
  folder: Folder;
  items: readonly ConversationSummaryDto[];
  selectedId: string | null;
  /** null: the list could not be read. */
  failed: boolean;
  onRetry: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** A folder's conversations, newest activity first; each one a link that opens it beside (or, on phones, instead). */
export function ConversationList({ folder, items, selectedId, failed, onRetry, hasMore, loadingMore, onLoadMore }: Props) {
  const { t } = useTranslation(MESSAGING);
  const locale = useLocale();
  if (failed)
    return (
      <div role="alert" data-testid="messages-list-error">
        <p className={styles.error}>{t('messaging.loadFailed')}</p>
        <p className={styles.state}>
          <button type="button" className={styles.button} onClick={onRetry}>
            {t('messaging.retry')}
          </button>
        </p>
      </div>
    );
  if (items.length === 0)
    return (
      <p className={styles.state} data-testid="messages-empty">
        {t(`messaging.empty.${folder}`)}
      </p>
    );
  return (
    <>
      <ul className={styles.list} aria-label={t('messaging.listLabel')} data-testid="conversation-list">
        {items.map((c) => {
          const active = c.id === selectedId;
          return (
            <li key={c.id}>
              <Link
                to={messagesHref(locale, folder, c.id)}
                className={active ? styles.itemActive : styles.item}
                aria-current={active ? 'true' : undefined}
                data-testid="conversation-item"
                data-id={c.id}
                data-status={c.status}
              >
                <span className={styles.itemTop}>
                  <span className={styles.name}>{c.other.displayName}</span>
                  {c.unread > 0 && (
                    <span
                      className={styles.unreadBadge}
                      aria-label={t('messaging.unread', { count: c.unread })}
                      data-testid="conversation-unread"
                    >
                      {c.unread}
                    </span>
                  )}
                </span>
                {c.ad && <span className={styles.meta}>{t('messaging.about', { title: c.ad.title })}</span>}
                {c.lastMessage && (
                  <span className={styles.preview}>
                    {c.lastMessage.mine ? `${t('messaging.you')}: ` : ''}
                    {c.lastMessage.preview}
                  </span>
                )}
                <span className={styles.meta}>
                  {[
                    c.lastMessage ? formatDateTime(c.lastMessage.sentAt, locale, 'short') : null,
                    c.status === 'accepted' ? null : t(`messaging.status.${c.status}`),
                    c.muted ? t('messaging.muted') : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      {hasMore && (
        <p className={styles.state}>
          <button type="button" className={styles.button} onClick={onLoadMore} aria-busy={loadingMore || undefined} disabled={loadingMore}>
            {loadingMore ? t('messaging.loading') : t('messaging.loadMore')}
          </button>
        </p>
      )}
    </>
  );
}
