import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '#web/i18n/use-translation';
import { Button } from '#web/components/Button';
import { MESSAGE_TEXT_MAX } from '@anonse/contracts/browser';
import { codePoints } from '../lib/thread';
import { MESSAGING } from '../i18n';
import { PhotoAttachments, usePhotoAttachments } from './PhotoAttachments';
import styles from './Messaging.module.css';

interface Props {
  /** Sends the text (and photos) under the draft's id: a retry after a lost answer reuses it, so it is one message, not two. */
  onSend: (text: string, clientId: string, photoIds: readonly string[]) => Promise<void>;
  /** The conversation photos go into: only an accepted one takes them (no attach button otherwise). */
  photosConversationId?: string | undefined;
  hint?: string | undefined;
  label?: string | undefined;
  testId?: string;
  /** In a dialog that opens for writing: the dialog puts the focus here. */
  autoFocus?: boolean;
}

/**
 * The reply: up to 2,000 characters (code points, as the API counts), Enter sends, Shift+Enter is a new line; in an
 * accepted conversation up to MESSAGE_PHOTOS_MAX photos, uploaded as they are picked (a message may be photos only).
 */
export function ReplyBox({ onSend, hint, label, testId = 'reply', autoFocus = false, photosConversationId }: Props) {
  const { t } = useTranslation(MESSAGING);
  const [text, setText] = useState('');
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const clientId = useRef<string | null>(null);
  const id = useId();
  const count = codePoints(text);
  const over = count > MESSAGE_TEXT_MAX;
  const photos = usePhotoAttachments(photosConversationId);
  const photoIds = photos.ready;
  const empty = text.trim() === '' && photoIds.length === 0;
  // Another set of photos is another message: a fresh id for it.
  const photoKey = photoIds.join(',');
  useEffect(() => {
    clientId.current = null;
  }, [photoKey]);

  const send = async () => {
    if (pending || over || empty || photos.uploading) return;
    clientId.current ??= crypto.randomUUID();
    setPending(true);
    setFailed(null);
    try {
      await onSend(text.trim(), clientId.current, photoIds);
      clientId.current = null;
      setText('');
      photos.clear();
    } catch (e) {
      setFailed(e instanceof Error && e.message ? e.message : t('messaging.reply.failed'));
    } finally {
      setPending(false);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // A composition (an IME's Enter picks a character) is not a send.
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    void send();
  };

  return (
    <form
      className={styles.reply}
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
      data-testid={testId}
    >
      <label htmlFor={`${id}-text`}>{label ?? t('messaging.reply.label')}</label>
      <textarea
        id={`${id}-text`}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          // Another text is another message: a fresh id for it.
          clientId.current = null;
        }}
        onKeyDown={onKeyDown}
        aria-describedby={`${id}-hint ${id}-count`}
        aria-invalid={over || undefined}
        // A dialog that holds it opens for writing: the dialog focuses what carries this.
        data-autofocus={autoFocus || undefined}
        data-testid={`${testId}-text`}
      />
      <div className={styles.replyFoot}>
        <span id={`${id}-hint`}>{hint ?? t('messaging.reply.hint')}</span>
        <span
          id={`${id}-count`}
          className={over ? styles.over : undefined}
          aria-live={over ? 'polite' : 'off'}
          data-testid={`${testId}-count`}
        >
          {over ? t('messaging.reply.tooLong', { max: MESSAGE_TEXT_MAX }) : t('messaging.reply.counter', { count, max: MESSAGE_TEXT_MAX })}
        </span>
      </div>
      {photos.enabled && <PhotoAttachments attachments={photos} testId={testId} />}
      {failed && (
        <p role="alert" className={styles.problem} data-testid={`${testId}-error`}>
          {failed}
        </p>
      )}
      <div className={styles.dialogActions}>
        <Button
          type="submit"
          className={styles.primary}
          pending={pending || photos.uploading}
          disabled={over || empty}
          data-testid={`${testId}-send`}
        >
          {pending ? t('messaging.reply.sending') : photos.uploading ? t('messaging.photos.waiting') : t('messaging.reply.send')}
        </Button>
      </div>
    </form>
  );
}
