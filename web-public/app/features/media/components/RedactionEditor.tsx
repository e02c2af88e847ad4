import {
  nudgeRegion,
  PHOTO_LIMITS,
  REGION_MIN_SIZE,
  regionBetween,
  type RedactionEffect,
  type RedactionRegion,
} from '@anonse/contracts/browser';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from '#web/i18n/use-translation';
import { ApiRequestError } from '#web/lib/api';
import { MEDIA } from '../i18n';
import { faceRegions } from '../lib/face-regions';
import styles from './RedactionEditor.module.css';

type Shape = RedactionRegion['shape'];
const clamp01 = (v: number) => Math.min(1, Math.max(0, v));
/** A region the face detector proposed (the owner keeps, moves or removes it); the flag never reaches the API. */
type EditorRegion = RedactionRegion & { suggested?: true };
type SuggestState = 'idle' | 'loading' | 'found' | 'none' | 'error';
const ALL_EFFECTS: readonly RedactionEffect[] = ['blur', 'pixelate', 'block'];
const ALL_SHAPES: readonly Shape[] = ['ellipse', 'rect'];
/** Texts a caller words for its own medium (a clip's frame rather than a photo); the rest are the photos' texts. */
type EditorTexts = Partial<Record<'title' | 'help' | 'permanent' | 'stale' | 'apply', string>>;

export interface RedactionEditorProps {
  /** The picture the areas are marked on: a photo's rendition, a clip's poster or first frame. */
  image: { url: string; width: number; height: number } | null;
  /** Called with the marked areas; a thrown ApiRequestError is shown (its message, or `stale` for a 409). */
  onApply(input: { regions: RedactionRegion[]; effect: RedactionEffect }): Promise<void>;
  onCancel(): void;
  /** The shapes offered, the first preselected (photos: ellipse and rectangle). */
  shapes?: readonly Shape[];
  /** The effects offered, the first preselected; with one, no choice is shown. */
  effects?: readonly RedactionEffect[];
  maxRegions?: number;
  texts?: EditorTexts;
}

/**
 * Marks areas of a picture to hide — rectangles or ellipses drawn with a pointer, or added and moved with the
 * keyboard, or proposed by the in-browser face detector — and the effect (blur, pixelate, solid block). What the
 * areas are applied to is the caller's: a photo's stored original (deleted then), or every frame of a clip.
 */
export function RedactionEditor({
  image,
  onApply,
  onCancel,
  shapes = ALL_SHAPES,
  effects = ALL_EFFECTS,
  maxRegions = PHOTO_LIMITS.maxRegions,
  texts = {},
}: RedactionEditorProps) {
  const { t } = useTranslation(MEDIA);
  const [regions, setRegions] = useState<EditorRegion[]>([]);
  const [selected, setSelected] = useState<number | null>(null);
  const [shape, setShape] = useState<Shape>(shapes[0] ?? 'rect');
  const [effect, setEffect] = useState<RedactionEffect>(effects[0] ?? 'blur');
  const [draft, setDraft] = useState<RedactionRegion | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const [suggest, setSuggest] = useState<SuggestState>('idle');
  const photoImage = useRef<HTMLImageElement>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const surface = useRef<HTMLDivElement>(null);
  const full = regions.length >= maxRegions;

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
    if (region.width >= REGION_MIN_SIZE && region.height >= REGION_MIN_SIZE && !full) {
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
    if (full) return;
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
      // A face is proposed as an ellipse; where only boxes are offered (a clip), as the box around it.
      const proposed: EditorRegion[] = faceRegions(found.boxes, found, maxRegions - own.length).map((r) => ({
        ...r,
        shape: shapes.includes(r.shape) ? r.shape : shape,
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
      await onApply({ regions: regions.map(({ suggested: _, ...r }) => r), effect });
    } catch (e) {
      setError(
        e instanceof ApiRequestError && e.status === 409
          ? (texts.stale ?? t('redaction.stale'))
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
        <h3 id="redaction-title">{texts.title ?? t('redaction.title')}</h3>
        <p className={styles.help} id="redaction-help">
          {texts.help ?? t('redaction.help')}
        </p>
        {/* A drawing surface: no element or role is one, so it takes the focus and its keys itself (help text above). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-static-element-interactions */}
        <div
          ref={surface}
          className={styles.surface}
          style={{ aspectRatio: `${image?.width ?? 4} / ${image?.height ?? 3}` }}
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
          {shapes.length > 1 && (
            <fieldset>
              <legend>{t('redaction.shape')}</legend>
              {shapes.map((s) => (
                <label key={s}>
                  <input type="radio" name="redaction-shape" checked={shape === s} onChange={() => setShape(s)} /> {t(`redaction.${s}`)}
                </label>
              ))}
            </fieldset>
          )}
          {effects.length > 1 && (
            <fieldset>
              <legend>{t('redaction.effect')}</legend>
              {effects.map((fx) => (
                <label key={fx}>
                  <input type="radio" name="redaction-effect" checked={effect === fx} onChange={() => setEffect(fx)} />{' '}
                  {t(`redaction.${fx}`)}
                </label>
              ))}
            </fieldset>
          )}
          <button type="button" onClick={addRegion} disabled={full}>
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
        {full && <p className={styles.help}>{t('redaction.full', { max: maxRegions })}</p>}
        <p className={styles.warning}>{texts.permanent ?? t('redaction.permanent')}</p>
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
            {saving ? t('redaction.applying') : (texts.apply ?? t('redaction.apply'))}
          </button>
        </div>
      </div>
    </div>
  );
}
