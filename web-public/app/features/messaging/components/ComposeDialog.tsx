import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#web/i18n/use-translation';
import { Button } from '#web/components/Button';
import { Modal } from '#web/components/Modal';
import { useApi, useLocale } from '#web/lib/app-data';
import { startConversation } from '../api/conversations';
import { messagesHref } from '../lib/links';
import { MESSAGING } from '../i18n';
import { ReplyBox } from './ReplyBox';
import styles from './Messaging.module.css';

/** The first message about an ad: it starts the conversation (or adds to the open one) and links to it. */
export function ComposeDialog({ adId, adTitle, onClose }: { adId: string; adTitle: string; onClose: () => void }) {
  const { t } = useTranslation(MESSAGING);
  const api = useApi();
  const locale = useLocale();
  const [conversationId, setConversationId] = useState<string | null>(null);
  const titleId = useId();
  const introId = useId();

  const send = async (text: string, clientId: string) => {
    const started = await startConversation(api, { adId, text, clientId });
    setConversationId(started.conversationId);
  };

  return (
    <Modal
      isOpen
      onClose={onClose}
      labelledBy={titleId}
      describedBy={introId}
      overlayClassName={styles.overlay}
      modalClassName={styles.modal}
      className={styles.dialog}
      testId="compose-dialog"
    >
      <h2 id={titleId}>{t('messaging.compose.title')}</h2>
      {conversationId ? (
        <>
          <p id={introId} role="status" className={styles.done} data-testid="compose-sent">
            {t('messaging.compose.sent')}
          </p>
          <div className={styles.dialogActions}>
            <Button className={styles.button} onClick={onClose}>
              {t('messaging.compose.cancel')}
            </Button>
            <Link to={messagesHref(locale, 'inbox', conversationId)} className={styles.primary} data-autofocus data-testid="compose-open">
              {t('messaging.compose.open')}
            </Link>
          </div>
        </>
      ) : (
        <>
          <p id={introId}>{t('messaging.compose.intro', { title: adTitle })}</p>
          <ReplyBox onSend={send} testId="compose" autoFocus />
          <div className={styles.dialogActions}>
            <Button className={styles.button} onClick={onClose}>
              {t('messaging.compose.cancel')}
            </Button>
          </div>
        </>
      )}
    </Modal>
  );
}
