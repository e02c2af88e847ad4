import {
  nudgeRegion,
  PHOTO_LIMITS,
  REGION_MIN_SIZE,
  regionBetween,
  type PhotoDto,
  type RedactionEffect,
  type RedactionRegion,
} from '@anonse/contracts/browser';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from '#web/i18n/use-translation';
import { ApiRequestError } from '#web/lib/api';
import { useApi } from '#web/lib/app-data';
import { redactPhoto } from '../api/photos';
import { MEDIA } from '../i18n';
import { faceRegions } from '../lib/face-regions';
import { fallbackSource } from '../lib/photo-sources';
import styles from './RedactionEditor.module.css';

type Shape = RedactionRegion['shape'];
const clamp01 = (v: number) => Math.min(1, Math.max(0, v));
/** A region the face detector proposed (the owner keeps, moves or removes it); the flag never reaches the API. */
type EditorRegion = RedactionRegion & { suggested?: true };
type SuggestState = 'idle' | 'loading' | 'found' | 'none' | 'error';
export interface RedactionEditorProps {
  photo: PhotoDto;
  onApplied(): void;
  onCancel(): void;
}

/**
 * Marks areas of a ready photo to hide — rectangles or ellipses drawn with a pointer, or added and moved with the
 * keyboard — and the effect (blur, pixelate, solid block). The server applies it to the stored original, which
 * is then deleted: nobody ever sees the unmasked photo again.
 */
export function RedactionEditor({ photo, onApplied, onCancel }: RedactionEditorProps) {
  const { t } = useTranslation(MEDIA);
  const api = useApi();
  const [regions, setRegions] = useState<EditorRegion[]>([]);
  const [selected, setSelected] = useState<number | null>(null);
  const [shape, setShape] = useState<Shape>('ellipse');
  const [effect, setEffect] = useState<RedactionEffect>('blur');
  const [draft, setDraft] = useState<RedactionRegion | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const [suggest, setSuggest] = useState<SuggestState>('idle');
  const photoImage = useRef<HTMLImageElement>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const surface = useRef<HTMLDivElement>(null);
  const image = fallbackSource(photo.sources, 1280);

  const pointAt = (e: PointerEvent) => {
    const rect = surface.current!.getBoundingClientRect();
    return { x: clamp01((e.clientX - rect.left) / rect.width), y: clamp01((e.clientY - rect.top) / rect.height) };
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    start.current = pointAt(e);
    setDraft(null);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (start.current) setDraft(regionBetween(start.current, pointAt(e), shape));
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    if (!start.current) return;
    const region = regionBetween(start.current, pointAt(e), shape);
    start.current = null;
    setDraft(null);
    if (region.width >= REGION_MIN_SIZE && region.height >= REGION_MIN_SIZE) {
      setRegions((all) => [...all, region]);
      setSelected(regions.length);
    }
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (selected === null || !e.key.startsWith('Arrow')) return;
    e.preventDefault();
    setRegions((all) => all.map((r, i) => (i === selected ? nudgeRegion(r, e.key, e.shiftKey) : r)));
  };

  const addRegion = () => {
    setRegions((all) => [...all, { shape, x: 0.4, y: 0.3, width: 0.2, height: 0.25 }]);
    setSelected(regions.length);
    surface.current?.focus();
  };

  /**
   * Runs the face detector in the browser (a chunk of its own, fetched on the first press) and adds an
   * ellipse over each face found. Suggestions only: they replace earlier suggestions, never the owner's
   * own regions, and each can be removed before applying.
   */
  const suggestFaces = async () => {
    const img = photoImage.current;
    if (!img) return;
    setSuggest('loading');
    try {
      const { detectFaces } = await import('../lib/face-detector');
      const found = await detectFaces(img);
      const own = regions.filter((r) => !r.suggested);
      const proposed: EditorRegion[] = faceRegions(found.boxes, found, PHOTO_LIMITS.maxRegions - own.length).map((r) => ({
        ...r,
        suggested: true,
      }));
      setRegions([...own, ...proposed]);
      setSelected(null);
      setSuggest(proposed.length ? 'found' : 'none');
    } catch (e) {
      console.error('face detection failed', e);
      setSuggest('error');
    }
  };

  const apply = async () => {
    setSaving(true);
    setError('');
    try {
      await redactPhoto(api, photo.id, photo.revision, { regions: regions.map(({ suggested: _, ...r }) => r), effect });
      onApplied();
    } catch (e) {
      setError(
        e instanceof ApiRequestError && e.status === 409
          ? t('redaction.stale')
          : e instanceof ApiRequestError && e.body?.message
            ? e.body.message
            : t('uploader.networkError'),
      );
      setSaving(false);
    }
  };

  const drawn: EditorRegion[] = draft ? [...regions, draft] : regions;
  return (
    <div className={styles.backdrop} role="dialog" aria-modal="true" aria-labelledby="redaction-title" data-testid="redaction-editor">
      <div className={styles.dialog}>
        <h3 id="redaction-title">{t('redaction.title')}</h3>
        <p className={styles.help} id="redaction-help">
          {t('redaction.help')}
        </p>
        {/* A drawing surface: no element or role is one, so it takes the focus and its keys itself (help text above). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-static-element-interactions */}
        <div
          ref={surface}
          className={styles.surface}
          style={{ aspectRatio: `${photo.width ?? 4} / ${photo.height ?? 3}` }}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          aria-describedby="redaction-help"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onKeyDown={onKeyDown}
          data-testid="redaction-surface"
        >
          {image && <img ref={photoImage} src={image.url} alt="" draggable={false} className={styles.image} />}
          <svg className={styles.overlay} viewBox="0 0 1 1" preserveAspectRatio="none" aria-hidden="true">
            {drawn.map((r, i) =>
              r.shape === 'ellipse' ? (
                <ellipse
                  key={i}
                  cx={r.x + r.width / 2}
                  cy={r.y + r.height / 2}
                  rx={r.width / 2}
                  ry={r.height / 2}
                  className={`${i === selected ? styles.selected : styles.region} ${r.suggested ? styles.suggested : ''}`}
                />
              ) : (
                <rect
                  key={i}
                  x={r.x}
                  y={r.y}
                  width={r.width}
                  height={r.height}
                  className={`${i === selected ? styles.selected : styles.region} ${r.suggested ? styles.suggested : ''}`}
                />
              ),
            )}
          </svg>
        </div>
        <div className={styles.controls}>
          <fieldset>
            <legend>{t('redaction.shape')}</legend>
            {(['ellipse', 'rect'] as const).map((s) => (
              <label key={s}>
                <input type="radio" name="redaction-shape" checked={shape === s} onChange={() => setShape(s)} /> {t(`redaction.${s}`)}
              </label>
            ))}
          </fieldset>
          <fieldset>
            <legend>{t('redaction.effect')}</legend>
            {(['blur', 'pixelate', 'block'] as const).map((fx) => (
              <label key={fx}>
                <input type="radio" name="redaction-effect" checked={effect === fx} onChange={() => setEffect(fx)} /> {t(`redaction.${fx}`)}
              </label>
            ))}
          </fieldset>
          <button type="button" onClick={addRegion}>
            {t('redaction.addRegion')}
          </button>
          {image && (
            <button
              type="button"
              onClick={() => void suggestFaces()}
              disabled={suggest === 'loading' || saving}
              data-testid="redaction-suggest-faces"
            >
              {suggest === 'loading' ? t('redaction.suggesting') : t('redaction.suggestFaces')}
            </button>
          )}
        </div>
        <p
          className={suggest === 'error' ? styles.error : styles.help}
          role={suggest === 'error' ? 'alert' : 'status'}
          data-testid="redaction-suggest-status"
        >
          {suggest === 'found'
            ? t('redaction.facesFound')
            : suggest === 'none'
              ? t('redaction.noFaces')
              : suggest === 'error'
                ? t('redaction.detectorError')
                : suggest === 'loading'
                  ? t('redaction.suggesting')
                  : ''}
        </p>
        {regions.length ? (
          <ul className={styles.regions}>
            {regions.map((r, i) => (
              <li key={i}>
                <button type="button" aria-pressed={i === selected} onClick={() => setSelected(i)}>
                  {t(r.suggested ? 'redaction.suggestedRegion' : 'redaction.region', { n: i + 1 })}
                </button>
                <button
                  type="button"
                  aria-label={t('redaction.removeRegion', { n: i + 1 })}
                  onClick={() => {
                    setRegions((all) => all.filter((__, j) => j !== i));
                    setSelected(null);
                  }}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.help}>{t('redaction.noRegions')}</p>
        )}
        <p className={styles.warning}>{t('redaction.permanent')}</p>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.buttons}>
          <button type="button" onClick={onCancel} disabled={saving}>
            {t('redaction.cancel')}
          </button>
          <button
            type="button"
            className={styles.apply}
            onClick={() => void apply()}
            disabled={saving || !regions.length}
            data-testid="redaction-apply"
          >
            {saving ? t('redaction.applying') : t('redaction.apply')}
          </button>
        </div>
      </div>
    </div>
  );
}
