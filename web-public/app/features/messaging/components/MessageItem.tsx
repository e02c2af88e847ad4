import { useTranslation } from '#web/i18n/use-translation';
import { useLocale } from '#web/lib/app-data';
import { formatDateTime } from '#web/lib/format-date';
import type { MessageDto } from '../lib/dto';
import { MESSAGING } from '../i18n';
import styles from './Messaging.module.css';

/**
 * One message. Its text is always plain text (never a link, never HTML), so a link or a number in it is only read.
 * A message the filter flagged carries its warning right beside it, tied to it by `aria-describedby`.
 */
export function MessageItem({ message, read }: { message: MessageDto; read: boolean }) {
  const { t } = useTranslation(MESSAGING);
  const locale = useLocale();
  const warningId = `msg-${message.id}-warning`;
  const { contact, scam } = message.flags;
  const shown = !message.deleted && !message.hidden && message.text !== null;
  const flagged = shown && !message.mine && (contact.length > 0 || scam.length > 0);
  return (
    <li className={message.mine ? styles.mine : styles.message} data-testid="message" data-id={message.id} data-mine={message.mine}>
      <p
        className={shown ? styles.bubble : `${styles.bubble} ${styles.gone}`}
        aria-describedby={flagged ? warningId : undefined}
        data-testid="message-text"
      >
        {shown ? message.text : message.hidden ? t('messaging.message.hidden') : t('messaging.message.deleted')}
      </p>
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
