import { useTranslation } from '#web/i18n/use-translation';
import { useLocale } from '#web/lib/app-data';
import { formatDateTime } from '#web/lib/format-date';
import { messagePhotoUrl } from '../api/conversations';
import type { MessageDto } from '../lib/dto';
import { MESSAGING } from '../i18n';
import styles from './Messaging.module.css';

/**
 * One message. Its text is always plain text (never a link, never HTML), so a link or a number in it is only read.
 * A message the filter flagged carries its warning right beside it, tied to it by `aria-describedby`.
 */
export function MessageItem({ conversationId, message, read }: { conversationId: string; message: MessageDto; read: boolean }) {
  const { t } = useTranslation(MESSAGING);
  const locale = useLocale();
  const warningId = `msg-${message.id}-warning`;
  const { contact, scam } = message.flags;
  const shown = !message.deleted && !message.hidden && message.text !== null;
  const flagged = shown && !message.mine && (contact.length > 0 || scam.length > 0);
  const photos = message.photos;
  return (
    <li className={message.mine ? styles.mine : styles.message} data-testid="message" data-id={message.id} data-mine={message.mine}>
      {/* A message of photos only has no bubble of text. */}
      {!(shown && message.text === '' && photos.length > 0) && (
        <p
          className={shown ? styles.bubble : `${styles.bubble} ${styles.gone}`}
          aria-describedby={flagged ? warningId : undefined}
          data-testid="message-text"
        >
          {shown ? message.text : message.hidden ? t('messaging.message.hidden') : t('messaging.message.deleted')}
        </p>
      )}
      {photos.length > 0 && (
        <ul className={styles.photos} aria-label={t('messaging.photos.inMessage', { of: photos.length })} data-testid="message-photos">
          {photos.map((photoId, i) => (
            <li key={photoId}>
              {/* The thumbnail opens the full image (in a new tab: the thread keeps its place). */}
              <a href={messagePhotoUrl(conversationId, photoId, 'full')} target="_blank" rel="noopener" data-testid="message-photo-link">
                <img
                  src={messagePhotoUrl(conversationId, photoId, 'thumb')}
                  alt={t(message.mine ? 'messaging.photos.altMine' : 'messaging.photos.altTheirs', { n: i + 1, of: photos.length })}
                  loading="lazy"
                  className={styles.photo}
                  data-testid="message-photo"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {flagged && (
        <div id={warningId}>
          {scam.length > 0 && (
            <p className={styles.scam} role="note" data-testid="message-scam-warning">
              {t('messaging.message.scamWarning', { kinds: scam.map((k) => t(`messaging.message.scam.${k}`)).join(', ') })}
            </p>
          )}
          {contact.length > 0 && (
            <p className={styles.warning} role="note" data-testid="message-contact-warning">
              {t('messaging.message.contactWarning', { kinds: contact.map((k) => t(`messaging.message.contact.${k}`)).join(', ') })}
            </p>
          )}
        </div>
      )}
      <span className={styles.time}>
        <time dateTime={message.sentAt}>{formatDateTime(message.sentAt, locale, 'short')}</time>
        {read && <span data-testid="message-read"> · {t('messaging.message.read')}</span>}
      </span>
    </li>
  );
}
