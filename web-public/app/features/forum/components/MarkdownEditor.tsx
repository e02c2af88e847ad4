import { FORUM_LIMITS } from '@anonse/contracts/browser';
import { useEffect, useRef, useState } from 'react';
import { ArticleHtml } from '#web/components/ArticleHtml';
import { TextAreaField } from '#web/components/Field';
import { useTranslation } from '#web/i18n/use-translation';
import { island } from '#web/islands/island';
import { ApiRequestError, readJson } from '#web/lib/api';
import { useApi } from '#web/lib/app-data';
import { FORUM } from '../i18n';
import { applyFormat, FORMATS, type Format } from '../lib/markdown-format';
import styles from './Forum.module.css';

const MARKS: Record<Format, string> = { bold: 'B', italic: 'I', quoteBlock: '❝', link: '🔗', list: '•', code: '</>' };

interface MarkdownEditorProps {
  /** The field's name in its form (`body`). */
  name: string;
  rows: number;
  defaultValue: string;
  error: string | null;
  /** The server's preview of what was typed (the form's "Preview" sent without JavaScript), shown under the field. */
  previewHtml: string | null;
}

type Preview = { html: string } | 'empty' | 'failed' | null;
/** The image upload's state: sending, or the API's refusal in the page's language. */
type Upload = 'sending' | { error: string } | null;

/** The form's "Preview" button ({@link PreviewButton}): a submit of its own, after the form's default one. */
const PREVIEW_BUTTON = 'button[name="intent"][value="preview"]';

/**
 * A post's Markdown field with a formatting toolbar and a preview. Without JavaScript it is the plain field, and
 * the form's "Preview" submit button (`intent=preview`) has the page's action answer with the projector's
 * rendering under the field. With it, the toolbar shows and that button asks `POST /api/forum/preview` in place;
 * either way the preview is the projector's own rendering, the writer's trust included (links as text below it).
 */
export function MarkdownEditor({ name, rows, defaultValue, error, previewHtml }: MarkdownEditorProps) {
  const { t } = useTranslation(FORUM);
  const api = useApi();
  const box = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const [preview, setPreview] = useState<Preview>(previewHtml !== null ? { html: previewHtml } : null);
  const [upload, setUpload] = useState<Upload>(null);
  const picker = useRef<HTMLInputElement>(null);

  const field = () => box.current?.querySelector('textarea') ?? null;

  useEffect(() => {
    setReady(true);
    const button = box.current?.closest('form')?.querySelector<HTMLButtonElement>(PREVIEW_BUTTON);
    if (!button) return;
    const onClick = (event: Event) => {
      const area = field();
      if (!area) return;
      event.preventDefault();
      void showPreview(area.value);
    };
    button.addEventListener('click', onClick);
    return () => button.removeEventListener('click', onClick);
    // The form and its button are the server's and stay put; the listener is set once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const format = (kind: Format) => {
    const area = field();
    if (!area) return;
    const edit = applyFormat(area.value, area.selectionStart, area.selectionEnd, kind, t(`forum.write.${kind}`).toLowerCase());
    area.value = edit.value;
    area.focus();
    area.setSelectionRange(edit.start, edit.end);
  };

  /**
   * An image goes through the media pipeline (`POST /api/forum/images`: re-encoded, metadata gone), and its Markdown,
   * naming our own address, goes in at the cursor: the only kind of image a post shows.
   */
  const sendImage = async (file: File) => {
    const area = field();
    if (!area) return;
    setUpload('sending');
    try {
      const res = await api('/api/forum/images', {
        method: 'POST',
        body: file,
        headers: { 'content-type': 'application/octet-stream' },
      });
      const { url } = await readJson<{ url: string }>(res);
      const at = area.selectionEnd;
      const markdown = `![${t('forum.write.imageAlt')}](${url})`;
      const before = area.value.slice(0, at);
      const gap = before === '' || before.endsWith('\n') ? '' : '\n';
      area.value = `${before}${gap}${markdown}\n${area.value.slice(at)}`;
      area.focus();
      const end = before.length + gap.length + markdown.length + 1;
      area.setSelectionRange(end, end);
      setUpload(null);
    } catch (error) {
      setUpload({ error: error instanceof ApiRequestError ? error.message : t('forum.write.imageFailed') });
    }
  };

  const showPreview = async (body: string) => {
    if (!/[\p{L}\p{N}]/u.test(body)) return setPreview('empty');
    try {
      const res = await api('/api/forum/preview', { method: 'POST', body: JSON.stringify({ body }) });
      setPreview(await readJson<{ html: string }>(res));
    } catch {
      setPreview('failed');
    }
  };

  return (
    <div className={styles.editor} ref={box}>
      {ready && (
        <div className={styles.toolbar} role="toolbar" aria-label={t('forum.write.toolbar')} data-testid="forum-toolbar">
          {FORMATS.map((kind) => (
            <button
              key={kind}
              type="button"
              title={t(`forum.write.${kind}`)}
              aria-label={t(`forum.write.${kind}`)}
              onClick={() => format(kind)}
            >
              {MARKS[kind]}
            </button>
          ))}
          <button
            type="button"
            title={t('forum.write.image')}
            aria-label={t('forum.write.image')}
            disabled={upload === 'sending'}
            onClick={() => picker.current?.click()}
            data-testid="forum-image-button"
          >
            🖼
          </button>
          <input
            ref={picker}
            type="file"
            accept="image/*"
            hidden
            data-testid="forum-image-input"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (file) void sendImage(file);
            }}
          />
        </div>
      )}
      {upload !== null && (
        <p role={upload === 'sending' ? 'status' : 'alert'} data-testid="forum-image-status">
          {upload === 'sending' ? t('forum.write.imageSending') : upload.error}
        </p>
      )}
      <TextAreaField
        label={t('forum.form.body')}
        hint={t('forum.form.bodyHint')}
        name={name}
        required
        rows={rows}
        maxLength={FORUM_LIMITS.body}
        defaultValue={defaultValue}
        error={error ?? undefined}
      />
      {preview && (
        <section className={styles.preview} aria-live="polite" data-testid="forum-preview">
          <h3>{t('forum.write.previewTitle')}</h3>
          {preview === 'empty' ? (
            <p>{t('forum.write.previewEmpty')}</p>
          ) : preview === 'failed' ? (
            <p role="alert">{t('forum.write.previewFailed')}</p>
          ) : (
            <ArticleHtml html={preview.html} />
          )}
        </section>
      )}
    </div>
  );
}

/** "Preview": a submit button placed after the form's own, so Enter in a field still sends the form. */
export function PreviewButton() {
  const { t } = useTranslation(FORUM);
  return (
    <button type="submit" name="intent" value="preview" formNoValidate className={styles.secondary} data-testid="forum-preview-button">
      {t('forum.write.preview')}
    </button>
  );
}

/** Fetched on the first touch: a guest never gets a form, and a writer's first keystroke is not a button's. */
export const MarkdownEditorIsland = island('markdown-editor', MarkdownEditor, 'interaction');
