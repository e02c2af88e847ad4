import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { PhotoDto, RedactionEffect, RedactionRegion } from '@anonse/contracts';
import { Link, Title, useBasename } from 'react-admin';
import { useParams } from 'react-router-dom';
import { httpClient } from '#admin/api/client';
import { ifMatch } from '#admin/api/http';
import { usePolledJson } from '../dashboard/api';
import { useTexts } from '../dashboard/texts';
import * as messages from './i18n';
import { RegionEditor } from './RegionEditor';

/** While a photo is processing (after a redaction) the list is asked again this often. */
const PROCESSING_POLL_MS = 2_000;

const thumbOf = (photo: PhotoDto) =>
  [...photo.sources].filter((s) => s.format === 'jpeg').sort((a, b) => a.width - b.width)[0] ?? photo.sources[0];

/**
 * `/admin/image-editing/{adId}`: the ad's photos; a moderator picks one, draws areas and applies blur, pixelate or
 * a block with the engine the owner uses. The API deletes the unredacted files and notifies the owner.
 */
function ImageEditing() {
  // As a CustomRoute (`/image-editing/:adId`) or as the resource's edit route (`/image-editing/:id`).
  const params = useParams();
  const adId = params.adId ?? params.id ?? '';
  const { t } = useTexts(messages);
  const base = useBasename();
  const url = `/api/admin/ads/${encodeURIComponent(adId)}/photos`;
  const [processing, setProcessing] = useState(false);
  const { data, error, errorStatus: status, loading, reload } = usePolledJson<PhotoDto[]>(url, processing ? PROCESSING_POLL_MS : undefined);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error' | 'warning'; text: string } | null>(null);

  useEffect(() => {
    setProcessing(!!data?.some((p) => p.status === 'processing' || p.status === 'uploaded'));
  }, [data]);

  const photos = data ?? [];
  const selected = photos.find((p) => p.id === selectedId) ?? null;

  const apply = async (photo: PhotoDto, regions: RedactionRegion[], effect: RedactionEffect) => {
    setSaving(true);
    setNotice(null);
    try {
      await httpClient(`${url}/${encodeURIComponent(photo.id)}/redact`, {
        method: 'POST',
        headers: new Headers({ 'Content-Type': 'application/json', Accept: 'application/json', 'If-Match': ifMatch(photo.revision) }),
        body: JSON.stringify({ regions, effect }),
      });
      setNotice({ severity: 'success', text: t('applied') });
      setSelectedId(null);
    } catch (e) {
      const err = e as { status?: number; body?: { message?: string } };
      setNotice(
        err.status === 409 ? { severity: 'warning', text: t('stale') } : { severity: 'error', text: err.body?.message ?? t('failed') },
      );
    } finally {
      setSaving(false);
      reload();
    }
  };

  return (
    <Box sx={{ p: { xs: 1, md: 2 } }} data-testid="image-editing">
      <Title title={t('title')} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('heading')}
        </Typography>
        <Button component={Link} to={`${base}/ads/${encodeURIComponent(adId)}/show`}>
          {t('back')}
        </Button>
      </Box>
      {notice && (
        <Alert severity={notice.severity} sx={{ mb: 2 }} onClose={() => setNotice(null)} data-testid="image-editing-notice">
          {notice.text}
        </Alert>
      )}
      {/* Why a load failed decides what to say: 403 for auditors, 404 for an unknown ad. */}
      {error && (
        <Alert severity={status === 403 ? 'info' : 'error'}>
          {status === 403 ? t('forbidden') : status === 404 ? t('notFound') : t('error')}
        </Alert>
      )}
      {!data && loading && !error && <Typography color="text.secondary">{t('loading')}</Typography>}
      {data && !photos.length && (
        <Alert severity="info" data-testid="image-editing-empty">
          {t('noPhotos')}
        </Alert>
      )}
      {photos.length > 0 && (
        <>
          <Typography variant="subtitle1" component="h3">
            {t('photos')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('choose')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
            {photos.map((p, i) => {
              const thumb = thumbOf(p);
              return (
                <ButtonBase
                  key={p.id}
                  onClick={() => setSelectedId(p.id)}
                  aria-pressed={p.id === selectedId}
                  aria-label={t('photo', { n: i + 1 })}
                  data-testid={`image-editing-photo-${i}`}
                  sx={{
                    flexDirection: 'column',
                    border: 2,
                    borderColor: p.id === selectedId ? 'primary.main' : 'divider',
                    borderRadius: 1,
                    p: 0.5,
                    width: 140,
                  }}
                >
                  {thumb ? (
                    <img src={thumb.url} alt="" style={{ width: 128, height: 96, objectFit: 'cover' }} />
                  ) : (
                    <Box sx={{ width: 128, height: 96, bgcolor: 'action.hover' }} />
                  )}
                  <Chip
                    size="small"
                    sx={{ mt: 0.5 }}
                    label={`${i + 1} · ${t(`status.${p.status}`)}`}
                    color={p.status === 'ready' ? 'default' : p.status === 'failed' ? 'error' : 'info'}
                  />
                </ButtonBase>
              );
            })}
          </Box>
          {selected &&
            (selected.status === 'ready' ? (
              <RegionEditor
                key={`${selected.id}:${selected.revision}`}
                photo={selected}
                saving={saving}
                onApply={(regions, effect) => void apply(selected, regions, effect)}
              />
            ) : (
              <Alert severity="info">{t('notReady')}</Alert>
            ))}
        </>
      )}
    </Box>
  );
}

export default ImageEditing;
