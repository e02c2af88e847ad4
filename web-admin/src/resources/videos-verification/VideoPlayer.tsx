import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import type { VideoRecord } from './types';

/** The clip inline (staff stream the private renditions) and, beside it, what its uploader attested. */
export const VideoPlayer = () => {
  const record = useRecordContext<VideoRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const a = record.attestation;
  const best = [...record.sources].sort((x, y) => y.quality - x.quality)[0];
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
      {best ? (
        // eslint-disable-next-line jsx-a11y/media-has-caption -- advertisers' clips come without captions
        <video
          src={best.url}
          poster={record.posterUrl ?? undefined}
          controls
          muted
          playsInline
          style={{ maxHeight: 560, maxWidth: 320, background: '#111', borderRadius: 6 }}
          data-testid="video-player"
        />
      ) : null}
      <Stack spacing={1} sx={{ maxWidth: 480 }} data-testid="video-attestation">
        <Typography variant="subtitle1">{translate('resources.videos-verification.attestation.title')}</Typography>
        {a ? (
          <>
            <Alert severity="info">{a.text}</Alert>
            <Typography variant="body2">
              {translate('resources.videos-verification.attestation.version', { version: a.textVersion })}
            </Typography>
            <Typography variant="body2">
              {a.uploaderAppears === null
                ? translate('resources.videos-verification.attestation.erased')
                : translate(
                    a.uploaderAppears
                      ? 'resources.videos-verification.attestation.appears'
                      : 'resources.videos-verification.attestation.notAppears',
                  )}
            </Typography>
          </>
        ) : (
          <Typography color="text.secondary">{translate('resources.videos-verification.attestation.none')}</Typography>
        )}
      </Stack>
    </Stack>
  );
};
