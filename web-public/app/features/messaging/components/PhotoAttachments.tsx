import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '#web/i18n/use-translation';
import { Button } from '#web/components/Button';
import { useLocale } from '#web/lib/app-data';
import { MESSAGE_PHOTOS_MAX } from '@anonse/contracts/browser';
import { uploadMessagePhoto } from '../api/conversations';
import { MESSAGING } from '../i18n';
import styles from './Messaging.module.css';

/** One picked photo on its way up: its local preview, how far the upload is, and then its id (or why it failed). */
export interface Attachment {
  key: string;
  name: string;
  preview: string;
  progress: number;
  photoId: string | null;
  error: string | null;
}

/** The photos of the message being written, uploaded as soon as they are picked (docs/messaging.md § Photos). */
export function usePhotoAttachments(conversationId: string | undefined) {
  const locale = useLocale();
  const { t } = useTranslation(MESSAGING);
  const [items, setItems] = useState<Attachment[]>([]);
  const aborts = useRef(new Map<string, () => void>());
  const previews = useRef(new Set<string>());

  // Previews are object URLs of the picked files: released when the reply box goes away.
  useEffect(
    () => () => {
      for (const abort of aborts.current.values()) abort();
      for (const url of previews.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const change = (key: string, patch: Partial<Attachment>) =>
    setItems((current) => current.map((a) => (a.key === key ? { ...a, ...patch } : a)));

  const add = (files: readonly File[]) => {
    if (!conversationId) return;
    const room = MESSAGE_PHOTOS_MAX - items.length;
    for (const file of files.slice(0, Math.max(0, room))) {
      const key = crypto.randomUUID();
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      setItems((current) => [...current, { key, name: file.name, preview, progress: 0, photoId: null, error: null }]);
      const handle = uploadMessagePhoto(conversationId, file, locale, (progress) => change(key, { progress }));
      aborts.current.set(key, handle.abort);
      handle.promise
        .then((uploaded) => change(key, { photoId: uploaded.id, progress: 1 }))
        .catch((e: unknown) => {
          if (e instanceof DOMException && e.name === 'AbortError') return;
          change(key, { error: e instanceof Error && e.message ? e.message : t('messaging.photos.failed') });
        })
        .finally(() => aborts.current.delete(key));
    }
    return files.length > room;
  };

  const remove = (key: string) => {
    aborts.current.get(key)?.();
    setItems((current) => {
      const gone = current.find((a) => a.key === key);
      if (gone) {
        URL.revokeObjectURL(gone.preview);
        previews.current.delete(gone.preview);
      }
      return current.filter((a) => a.key !== key);
    });
  };

  const clear = () => {
    for (const a of items) {
      URL.revokeObjectURL(a.preview);
      previews.current.delete(a.preview);
    }
    setItems([]);
  };

  return {
    enabled: conversationId !== undefined,
    items,
    add,
    remove,
    clear,
    uploading: items.some((a) => a.photoId === null && a.error === null),
    ready: items.filter((a) => a.photoId !== null).map((a) => a.photoId!),
    full: items.length >= MESSAGE_PHOTOS_MAX,
  };
}

/** The attach button (a real button: the file input itself is hidden) and the picked photos with their progress. */
export function PhotoAttachments({ attachments, testId }: { attachments: ReturnType<typeof usePhotoAttachments>; testId: string }) {
  const { t } = useTranslation(MESSAGING);
  const input = useRef<HTMLInputElement>(null);
  const [tooMany, setTooMany] = useState(false);
  return (
    <div className={styles.attachments}>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif,image/gif,image/tiff"
        multiple
        hidden
        tabIndex={-1}
        onChange={(e) => {
          setTooMany(Boolean(attachments.add([...(e.target.files ?? [])])));
          // The same file picked again is a new attachment.
          e.target.value = '';
        }}
        data-testid={`${testId}-photo-input`}
      />
      <Button
        className={styles.button}
        onClick={() => input.current?.click()}
        disabled={attachments.full}
        aria-describedby={`${testId}-photo-hint`}
        data-testid={`${testId}-attach`}
      >
        {t('messaging.photos.attach')}
      </Button>
      <span id={`${testId}-photo-hint`} className={styles.meta}>
        {t('messaging.photos.hint', { max: MESSAGE_PHOTOS_MAX })}
      </span>
      {tooMany && (
        <p role="alert" className={styles.problem}>
          {t('messaging.photos.tooMany', { max: MESSAGE_PHOTOS_MAX })}
        </p>
      )}
      {attachments.items.length > 0 && (
        <ul className={styles.attachmentList} aria-label={t('messaging.photos.listLabel')} data-testid={`${testId}-photos`}>
          {attachments.items.map((a, i) => (
            <li key={a.key} className={styles.attachment} data-testid={`${testId}-photo`} data-ready={a.photoId !== null}>
              <img src={a.preview} alt={t('messaging.photos.previewAlt', { n: i + 1, name: a.name })} className={styles.attachmentImage} />
              {a.error ? (
                <p role="alert" className={styles.problem} data-testid={`${testId}-photo-error`}>
                  {a.error}
                </p>
              ) : a.photoId === null ? (
                <progress
                  max={1}
                  value={a.progress}
                  aria-label={t('messaging.photos.uploading', { n: i + 1 })}
                  data-testid={`${testId}-photo-progress`}
                />
              ) : (
                <span className={styles.meta}>{t('messaging.photos.ready')}</span>
              )}
              <Button className={styles.button} onClick={() => attachments.remove(a.key)} data-testid={`${testId}-photo-remove`}>
                {t('messaging.photos.remove', { n: i + 1 })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
