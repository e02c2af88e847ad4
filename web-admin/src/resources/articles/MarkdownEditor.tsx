import { useEffect, useRef, useState } from 'react';
import ImageIcon from '@mui/icons-material/Image';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useInput, useNotify, useTranslate } from 'react-admin';
import { errorMessage, previewMarkdown, uploadArticleImage } from './articles-api';

const PREVIEW_DELAY_MS = 400;

/**
 * The body in Markdown beside a live preview: the HTML the public page would show, rendered and sanitised by the
 * API (what the preview shows is exactly what visitors get). An image goes through the media context, then its
 * Markdown is inserted at the cursor.
 */
export const MarkdownEditor = ({ source = 'body' }: { source?: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { field, fieldState } = useInput({ source, defaultValue: '' });
  const value = typeof field.value === 'string' ? field.value : '';
  const [html, setHtml] = useState('');
  const [previewing, setPreviewing] = useState(false);
  const [uploading, setUploading] = useState(false);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    setPreviewing(true);
    const timer = setTimeout(() => {
      previewMarkdown(value, controller.signal)
        .then(setHtml)
        .catch(() => undefined)
        .finally(() => setPreviewing(false));
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value]);

  const insert = (text: string) => {
    const el = textarea.current;
    const at = el ? el.selectionStart : value.length;
    const end = el ? el.selectionEnd : value.length;
    field.onChange(`${value.slice(0, at)}${text}${value.slice(end)}`);
  };

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const image = await uploadArticleImage(file);
      const alt = file.name.replace(/\.[^.]+$/, '').replace(/[[\]]/g, '');
      insert(`\n\n![${alt}](${image.url})\n\n`);
      notify('resources.articles.editor.uploaded', { type: 'success' });
    } catch (e) {
      notify('resources.articles.editor.upload_failed', { type: 'error', messageArgs: { error: errorMessage(e).message } });
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2, width: '100%' }}>
      <Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography variant="subtitle2">{translate('resources.articles.fields.body')}</Typography>
          <Button
            size="small"
            startIcon={uploading ? <CircularProgress size={14} /> : <ImageIcon />}
            disabled={uploading}
            onClick={() => fileInput.current?.click()}
          >
            {translate('resources.articles.editor.image')}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            hidden
            data-testid="article-image-input"
            onChange={(e) => e.target.files?.[0] && void upload(e.target.files[0])}
          />
        </Box>
        <TextField
          inputRef={textarea}
          name={field.name}
          value={value}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
          multiline
          minRows={18}
          fullWidth
          error={!!fieldState.error}
          helperText={fieldState.error?.message ? translate(fieldState.error.message) : translate('resources.articles.editor.help')}
          slotProps={{ htmlInput: { 'data-testid': 'article-body-input', spellCheck: true } }}
        />
      </Box>
      <Box>
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          {translate('resources.articles.editor.preview')} {previewing && <CircularProgress size={12} />}
        </Typography>
        <Box
          data-testid="article-preview"
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, minHeight: 200, '& img': { maxWidth: '100%' } }}
          // The API sanitised it (no script, handlers or foreign images): the same HTML the public page shows.
          dangerouslySetInnerHTML={{ __html: html || `<p style="opacity:.6">${translate('resources.articles.editor.empty')}</p>` }}
        />
      </Box>
    </Box>
  );
};
