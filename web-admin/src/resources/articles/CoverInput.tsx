import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useInput, useNotify, useTranslate } from 'react-admin';
import { errorMessage, uploadArticleImage } from './articles-api';

/** The cover: an image uploaded through the media context (re-encoded, metadata stripped); its photo id is stored. */
export const CoverInput = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { field } = useInput({ source: 'coverPhotoId', defaultValue: null });
  const [preview, setPreview] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const image = await uploadArticleImage(file);
      field.onChange(image.id);
      setPreview(image.url);
    } catch (e) {
      notify('resources.articles.editor.upload_failed', { type: 'error', messageArgs: { error: errorMessage(e).message } });
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <Box sx={{ my: 2 }}>
      <Typography variant="subtitle2">{translate('resources.articles.fields.coverPhotoId')}</Typography>
      {preview && <img src={preview} alt="" style={{ maxWidth: 240, display: 'block', margin: '8px 0' }} />}
      <Typography variant="body2" color="text.secondary">
        {field.value ? translate('resources.articles.cover.set', { id: String(field.value) }) : translate('resources.articles.cover.none')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        <Button
          size="small"
          variant="outlined"
          disabled={uploading}
          startIcon={uploading ? <CircularProgress size={14} /> : undefined}
          onClick={() => fileInput.current?.click()}
        >
          {translate('resources.articles.cover.upload')}
        </Button>
        {field.value && (
          <Button size="small" onClick={() => (field.onChange(null), setPreview(null))}>
            {translate('resources.articles.cover.remove')}
          </Button>
        )}
      </Box>
      <input ref={fileInput} type="file" accept="image/*" hidden onChange={(e) => e.target.files?.[0] && void upload(e.target.files[0])} />
    </Box>
  );
};
