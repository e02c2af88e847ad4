import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#web/i18n/use-translation';
import { Button } from '#web/components/Button';
import { Modal } from '#web/components/Modal';
import { useLocale } from '#web/lib/app-data';
import type { ConversationAction, ConversationDto, Folder, MessageDto } from '../lib/dto';
import { messagesHref } from '../lib/links';
import { MESSAGING } from '../i18n';
import { MessageItem } from './MessageItem';
import { ReplyBox } from './ReplyBox';
import { ReportConversationDialog } from './ReportConversationDialog';
import styles from './Messaging.module.css';

interface Props {
  folder: Folder;
  conversation: ConversationDto;
  messages: readonly MessageDto[];
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onSend: (text: string, clientId: string, photoIds: readonly string[]) => Promise<void>;
  /** Runs an action; rejects with the API's words. */
  onAction: (action: ConversationAction) => Promise<void>;
  onDelete: () => Promise<void>;
}

/** The open conversation: who and what about, what may be done, the messages (oldest first) and the reply. */
export function Thread({ folder, conversation: c, messages, hasOlder, loadingOlder, onLoadOlder, onSend, onAction, onDelete }: Props) {
  const { t } = useTranslation(MESSAGING);
  const locale = useLocale();
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reporting, setReporting] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  const headingId = useId();
  const deleteTitleId = useId();
  const newest = messages[messages.length - 1]?.id;

  // The newest message in view when one arrives (an older page loaded above keeps the reader's place).
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [newest]);

  const run = async (key: string, action: () => Promise<void>) => {
    setBusy(key);
    setProblem(null);
    try {
      await action();
    } catch (e) {
      setProblem(e instanceof Error && e.message ? e.message : t('messaging.actions.failed'));
    } finally {
      setBusy(null);
    }
  };
  const act = (action: ConversationAction) => () => void run(action, () => onAction(action));
  const lastRead = c.readReceipts && c.otherReadUpTo !== null ? c.otherReadUpTo : null;
  const lastMineRead = lastRead === null ? null : [...messages].reverse().find((m) => m.mine && m.seq <= lastRead)?.id;
  const status = t(`messaging.status.${c.status}`);

  return (
    <section className={styles.thread} aria-labelledby={headingId} data-testid="thread" data-status={c.status}>
      <header className={styles.threadHead}>
        <Link to={messagesHref(locale, folder)} className={`${styles.button} ${styles.back}`} data-testid="thread-back">
          ← {t('messaging.back')}
        </Link>
        <h2 id={headingId} data-testid="thread-title">
          {c.other.displayName}
          {c.other.verified && <span className={styles.meta}> · {t('messaging.verified')}</span>}
        </h2>
        {c.ad && (
          <Link to={c.ad.path} className={styles.meta}>
            {t('messaging.about', { title: c.ad.title })}
          </Link>
        )}
        {status && (
          <p className={styles.meta} data-testid="thread-status">
            {status}
          </p>
        )}
        {c.status !== 'request-received' && (
          <div className={styles.actions} role="group" aria-label={t('messaging.actions.label')}>
            <Button
              className={styles.button}
              pending={busy === 'archive'}
              onClick={act(c.archived ? 'unarchive' : 'archive')}
              data-testid="thread-archive"
            >
              {c.archived ? t('messaging.actions.unarchive') : t('messaging.actions.archive')}
            </Button>
            <Button
              className={styles.button}
              pending={busy === 'mute'}
              onClick={act(c.muted ? 'unmute' : 'mute')}
              data-testid="thread-mute"
            >
              {c.muted ? t('messaging.actions.unmute') : t('messaging.actions.mute')}
            </Button>
            <Button
              className={styles.button}
              pending={busy === 'block'}
              onClick={act(c.blockedByMe ? 'unblock' : 'block')}
              data-testid="thread-block"
            >
              {c.blockedByMe ? t('messaging.actions.unblock') : t('messaging.actions.block')}
            </Button>
            <Button className={styles.button} onClick={() => setConfirmDelete(true)} data-testid="thread-delete">
              {t('messaging.actions.delete')}
            </Button>
            <Button className={styles.danger} onClick={() => setReporting(true)} aria-haspopup="dialog" data-testid="thread-report">
              {t('messaging.actions.report')}
            </Button>
          </div>
        )}
        {problem && (
          <p role="alert" className={styles.problem} data-testid="thread-problem">
            {problem}
          </p>
        )}
      </header>

      <div>
        {c.status === 'request-received' && (
          <div className={styles.request} data-testid="request-panel">
            <p>{t('messaging.request.intro')}</p>
            <div className={styles.actions}>
              <Button className={styles.primary} pending={busy === 'accept'} onClick={act('accept')} data-testid="request-accept">
                {t('messaging.request.accept')}
              </Button>
              <Button className={styles.button} pending={busy === 'decline'} onClick={act('decline')} data-testid="request-decline">
                {t('messaging.request.decline')}
              </Button>
              <Button className={styles.danger} pending={busy === 'block'} onClick={act('block')} data-testid="request-block">
                {t('messaging.request.block')}
              </Button>
              <Button className={styles.button} onClick={() => setReporting(true)} aria-haspopup="dialog" data-testid="request-report">
                {t('messaging.actions.report')}
              </Button>
            </div>
          </div>
        )}
        {hasOlder && (
          <p className={styles.notice}>
            <Button className={styles.button} pending={loadingOlder} onClick={onLoadOlder} data-testid="thread-older">
              {loadingOlder ? t('messaging.loading') : t('messaging.loadOlder')}
            </Button>
          </p>
        )}
        {messages.length === 0 ? (
          <p className={styles.state}>{t('messaging.noMessages')}</p>
        ) : (
          // New messages are announced politely.
          <ol
            ref={list}
            className={styles.messages}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling list must be reachable by keyboard (axe: scrollable-region-focusable)
            tabIndex={0}
            aria-labelledby={headingId}
            aria-live="polite"
            aria-relevant="additions"
            data-testid="messages"
          >
            {messages.map((m) => (
              <MessageItem key={m.id} conversationId={c.id} message={m} read={m.id === lastMineRead} />
            ))}
          </ol>
        )}
      </div>

      {c.canWrite ? (
        <ReplyBox
          onSend={onSend}
          photosConversationId={c.status === 'accepted' ? c.id : undefined}
          hint={c.status === 'request-sent' ? `${t('messaging.reply.waiting')} ${t('messaging.reply.hint')}` : undefined}
        />
      ) : (
        <p className={styles.notice} data-testid="thread-cannot-write">
          {t('messaging.reply.cannotWrite')}
        </p>
      )}

      {reporting && <ReportConversationDialog conversationId={c.id} onClose={() => setReporting(false)} />}
      <Modal
        isOpen={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        labelledBy={deleteTitleId}
        role="alertdialog"
        overlayClassName={styles.overlay}
        modalClassName={styles.modal}
        className={styles.dialog}
        testId="thread-delete-dialog"
      >
        <h2 id={deleteTitleId}>{t('messaging.actions.deleteConfirm')}</h2>
        <div className={styles.dialogActions}>
          <Button className={styles.button} onClick={() => setConfirmDelete(false)} data-autofocus>
            {t('messaging.actions.cancel')}
          </Button>
          <Button
            className={styles.danger}
            pending={busy === 'delete'}
            onClick={() => void run('delete', onDelete).then(() => setConfirmDelete(false))}
            data-testid="thread-delete-confirm"
          >
            {t('messaging.actions.deleteYes')}
          </Button>
        </div>
      </Modal>
    </section>
  );
}
