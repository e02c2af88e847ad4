import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PublicPhoto } from '@anonse/contracts';
import { useTranslate } from 'react-admin';

/** The rendition closest above `width` (any format the browser shows: JPEG first, it always decodes). */
const pick = (photo: PublicPhoto, width: number) => {
  const jpeg = photo.sources.filter((s) => s.format === 'jpeg');
  const pool = (jpeg.length ? jpeg : photo.sources).slice().sort((a, b) => a.width - b.width);
  return pool.find((s) => s.width >= width) ?? pool[pool.length - 1];
};

/** Thumbnails in the owner's order (the first is the main photo); each opens its largest rendition in a new tab. */
export const AdPhotos = ({ photos, testId = 'ad-photos' }: { photos: readonly PublicPhoto[] | undefined; testId?: string }) => {
  const translate = useTranslate();
  // The media context serves a photo that is not public yet to owners, administrators and moderators only: an
  // auditor's request fails, and a placeholder says why instead of a broken image.
  const [refused, setRefused] = useState<ReadonlySet<string>>(new Set());
  if (!photos?.length)
    return (
      <Typography variant="body2" color="text.secondary" data-testid={`${testId}-none`}>
        {translate('resources.ads.photos.none')}
      </Typography>
    );
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 1 }} data-testid={testId}>
      {photos.map((photo, i) => {
        const thumb = pick(photo, 320);
        const full = pick(photo, 1280);
        if (!thumb || !full) return null;
        return (
          <Box
            key={photo.id}
            component="a"
            href={full.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={translate('resources.ads.photos.open', { n: i + 1 })}
            sx={{
              display: 'block',
              borderRadius: 1,
              overflow: 'hidden',
              border: 1,
              borderColor: i === 0 ? 'primary.main' : 'divider',
              aspectRatio: '3 / 4',
              bgcolor: 'action.hover',
            }}
          >
            {refused.has(photo.id) ? (
              <Typography
                variant="caption"
                color="text.secondary"
                sx={{ display: 'grid', placeItems: 'center', height: '100%', p: 1, textAlign: 'center' }}
              >
                {translate('resources.ads.photos.unavailable')}
              </Typography>
            ) : (
              <Box
                component="img"
                src={thumb.url}
                alt=""
                loading="lazy"
                onError={() => setRefused((s) => new Set(s).add(photo.id))}
                sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
              />
            )}
          </Box>
        );
      })}
    </Box>
  );
};
