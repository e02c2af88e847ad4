import type { PhotoDto } from '@anonse/contracts/browser';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from '#web/i18n/use-translation';
import { ApiRequestError } from '#web/lib/api';
import { useApi, useLocale } from '#web/lib/app-data';
import { deletePhoto, getPhoto, redactPhoto, uploadPhoto, type UploadHandle } from '../api/photos';
import { MEDIA } from '../i18n';
import { fallbackSource, move } from '../lib/photo-sources';
import { Photo } from './Photo';
import styles from './PhotoUploader.module.css';

// The redaction editor (its canvas, regions and face suggestions) loads when the owner opens it on a photo, not with the form.
const loadEditor = () => import('./RedactionEditor');
const RedactionEditor = lazy(() => loadEditor().then((m) => ({ default: m.RedactionEditor })));

interface Item {
  key: string;
  name: string;
  photo?: PhotoDto;
  /** 0..1 while the bytes are sent. */
  progress?: number;
  error?: string;
  upload?: UploadHandle;
}

export interface PhotoUploaderProps {
  /** Ready photo ids in display order; the first is the main photo. */
  value: string[];
  onChange(ids: string[]): void;
  /** The photos behind `value` (from the loader) when editing an existing ad. */
  initialPhotos?: PhotoDto[];
  /** Photos one ad may show: the server's MAX_PHOTOS_PER_AD, which the page's loader asks for. */
  max: number;
}

const POLL_MS = 1500;

/** What the editor marks areas on: the photo's largest common rendition. */
function editorImage(photo: PhotoDto): { url: string; width: number; height: number } | null {
  const source = fallbackSource(photo.sources, 1280);
  return source ? { url: source.url, width: photo.width ?? 4, height: photo.height ?? 3 } : null;
}
const busy = (item: Item) => item.upload !== undefined || item.photo?.status === 'uploaded' || item.photo?.status === 'processing';
let counter = 0;

/**
 * Photos of an ad: drag and drop or the file picker, per-file upload progress, thumbnails with their processing
 * state, reordering (buttons, so the keyboard can do it), the main photo, removal and masking before anyone sees
 * them. `value`/`onChange` carry the ordered ids of the ready photos, which the ad form submits.
 */
export function PhotoUploader({ value, onChange, initialPhotos = [], max }: PhotoUploaderProps) {
  const { t } = useTranslation(MEDIA);
  const api = useApi();
  const locale = useLocale();
  const [items, setItems] = useState<Item[]>(() =>
    value.flatMap((id) => {
      const photo = initialPhotos.find((p) => p.id === id);
      return photo ? [{ key: photo.id, name: photo.id, photo }] : [];
    }),
  );
  const [dragging, setDragging] = useState(false);
  const [notice, setNotice] = useState('');
  const [editing, setEditing] = useState<PhotoDto | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const lastSent = useRef(value.join(','));

  const update = useCallback(
    (key: string, patch: Partial<Item>) => setItems((all) => all.map((i) => (i.key === key ? { ...i, ...patch } : i))),
    [],
  );

  // The form sees only ready photos, in the order shown.
  useEffect(() => {
    const ids = items.filter((i) => i.photo?.status === 'ready').map((i) => i.photo!.id);
    if (ids.join(',') !== lastSent.current) {
      lastSent.current = ids.join(',');
      onChange(ids);
    }
  }, [items, onChange]);

  // Processing happens on the server: follow the photos that are not settled yet.
  useEffect(() => {
    const pending = items.filter((i) => i.photo && (i.photo.status === 'uploaded' || i.photo.status === 'processing'));
    if (!pending.length) return;
    const timer = setTimeout(() => {
      for (const item of pending)
        getPhoto(api, item.photo!.id).then(
          (photo) => update(item.key, { photo }),
          () => undefined,
        );
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [items, api, update]);

  const add = (files: FileList | File[]) => {
    const room = max - items.length;
    const list = [...files];
    if (room <= 0) return setNotice(t('uploader.limitReached', { max }));
    if (list.length > room) setNotice(t('uploader.tooMany', { count: room }));
    for (const file of list.slice(0, Math.max(0, room))) {
      const key = `upload-${++counter}`;
      const upload = uploadPhoto(file, locale, (fraction) => update(key, { progress: fraction }));
      setItems((all) => [...all, { key, name: file.name, progress: 0, upload }]);
      upload.promise.then(
        (photo) => update(key, { photo, upload: undefined, progress: undefined }),
        (error: unknown) => {
          if (error instanceof DOMException && error.name === 'AbortError') return;
          const message = error instanceof ApiRequestError && error.body?.message ? error.body.message : t('uploader.networkError');
          update(key, { error: message, upload: undefined, progress: undefined });
        },
      );
    }
  };

  const remove = (item: Item) => {
    item.upload?.abort();
    setItems((all) => all.filter((i) => i.key !== item.key));
    setNotice(t('uploader.removed'));
    if (item.photo) void deletePhoto(api, item.photo.id).catch(() => undefined);
  };

  const reorder = (from: number, to: number) => {
    setItems((all) => move(all, from, to));
    setNotice(t('uploader.moved', { n: Math.max(1, Math.min(to + 1, items.length)) }));
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    if (e.dataTransfer.files.length) add(e.dataTransfer.files);
  };

  const statusText = (item: Item) => {
    if (item.error) return item.error;
    if (item.upload) return t('uploader.uploading', { percent: Math.round((item.progress ?? 0) * 100) });
    if (!item.photo) return '';
    if (item.photo.status === 'failed') return item.photo.failureMessage ?? t('uploader.failed');
    return t(`uploader.${item.photo.status}`);
  };

  return (
    <section className={styles.uploader} aria-labelledby="photo-uploader-title" data-testid="photo-uploader">
      <h3 id="photo-uploader-title" className={styles.title}>
        {t('uploader.title')}{' '}
        <span className={styles.count}>
          ({items.length}/{max})
        </span>
      </h3>
      <p className={styles.privacy}>{t('uploader.privacy')}</p>
      <div
        className={`${styles.drop} ${dragging ? styles.dragging : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <p>{dragging ? t('uploader.dropHere') : t('uploader.hint', { max })}</p>
        <button type="button" className={styles.choose} onClick={() => inputRef.current?.click()} disabled={items.length >= max}>
          {t('uploader.choose')}
        </button>
        <input
          ref={inputRef}
          className={styles.hidden}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif,image/tiff"
          multiple
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => {
            if (e.target.files) add(e.target.files);
            e.target.value = '';
          }}
          data-testid="photo-input"
        />
      </div>
      <p className={styles.notice} role="status" aria-live="polite">
        {notice}
      </p>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const ready = item.photo?.status === 'ready';
          return (
            <li
              key={item.key}
              className={styles.item}
              aria-label={t('uploader.position', { n: index + 1, total: items.length })}
              data-testid="photo-item"
              data-status={item.error ? 'error' : (item.photo?.status ?? 'uploading')}
            >
              <div className={styles.thumb}>
                {ready && item.photo ? (
                  <Photo
                    photo={{
                      width: item.photo.width ?? 1,
                      height: item.photo.height ?? 1,
                      blurhash: item.photo.blurhash,
                      sources: item.photo.sources,
                    }}
                    alt={item.name}
                    sizes="160px"
                  />
                ) : (
                  <span className={styles.pending} aria-hidden="true">
                    {busy(item) ? '…' : '!'}
                  </span>
                )}
                {index === 0 && ready && <span className={styles.mainBadge}>{t('uploader.main')}</span>}
              </div>
              {item.upload && <progress className={styles.progress} max={100} value={Math.round((item.progress ?? 0) * 100)} />}
              <p className={`${styles.status} ${item.error || item.photo?.status === 'failed' ? styles.error : ''}`} aria-live="polite">
                {statusText(item)}
              </p>
              <div className={styles.actions}>
                <button
                  type="button"
                  onClick={() => reorder(index, index - 1)}
                  disabled={index === 0}
                  aria-label={t('uploader.moveEarlier')}
                  title={t('uploader.moveEarlier')}
                >
                  ←
                </button>
                <button
                  type="button"
                  onClick={() => reorder(index, index + 1)}
                  disabled={index === items.length - 1}
                  aria-label={t('uploader.moveLater')}
                  title={t('uploader.moveLater')}
                >
                  →
                </button>
                {index > 0 && ready && (
                  <button type="button" onClick={() => reorder(index, 0)}>
                    {t('uploader.makeMain')}
                  </button>
                )}
                {/* After a failed redaction the photo stays hidden until its areas are covered again (or it is removed). */}
                {item.photo && (ready || item.photo.failureReason === 'redactionFailed') && (
                  <button
                    type="button"
                    onPointerEnter={() => void loadEditor()}
                    onFocus={() => void loadEditor()}
                    onClick={() => setEditing(item.photo!)}
                  >
                    {t('uploader.blur')}
                  </button>
                )}
                <button type="button" className={styles.remove} onClick={() => remove(item)}>
                  {t('uploader.remove')}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {editing && (
        <Suspense fallback={null}>
          <RedactionEditor
            image={editorImage(editing)}
            onCancel={() => setEditing(null)}
            onApply={async (input) => {
              await redactPhoto(api, editing.id, editing.revision, input);
              // Processing again: the poller follows it until the redacted files are ready.
              setItems((all) =>
                all.map((i) => (i.photo?.id === editing.id ? { ...i, photo: { ...i.photo, status: 'processing', sources: [] } } : i)),
              );
              setEditing(null);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
