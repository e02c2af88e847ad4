import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import {
  nudgeRegion,
  PHOTO_LIMITS,
  REGION_MIN_SIZE,
  regionBetween,
  type PhotoDto,
  type RedactionEffect,
  type RedactionRegion,
} from '@anonse/contracts';

type Shape = RedactionRegion['shape'];
import { useTexts } from '../dashboard/texts';
import * as messages from './i18n';

/** The largest JPEG (every browser shows it), else any rendition. */
const imageOf = (photo: PhotoDto) =>
  [...photo.sources].sort((a, b) => (a.format === 'jpeg' ? 0 : 1) - (b.format === 'jpeg' ? 0 : 1) || b.width - a.width)[0];

/**
 * Marks areas of one photo — rectangles or ellipses drawn with the mouse, or added and moved with the keyboard —
 * and the effect, as the owner's editor on the site does (web-public RedactionEditor). `onApply` sends them.
 */
export function RegionEditor({
  photo,
  saving,
  onApply,
}: {
  photo: PhotoDto;
  saving: boolean;
  onApply(regions: RedactionRegion[], effect: RedactionEffect): void;
}) {
  const { t } = useTexts(messages);
  const [regions, setRegions] = useState<RedactionRegion[]>([]);
  const [selected, setSelected] = useState<number | null>(null);
  const [shape, setShape] = useState<Shape>('rect');
  const [effect, setEffect] = useState<RedactionEffect>('blur');
  const [draft, setDraft] = useState<RedactionRegion | null>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const surface = useRef<HTMLDivElement>(null);
  const image = imageOf(photo);

  const pointAt = (e: PointerEvent) => {
    const rect = surface.current!.getBoundingClientRect();
    return {
      x: Math.min(1, Math.max(0, (e.clientX - rect.left) / rect.width)),
      y: Math.min(1, Math.max(0, (e.clientY - rect.top) / rect.height)),
    };
  };
  const full = regions.length >= PHOTO_LIMITS.maxRegions;
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (full) return;
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

  const drawn = draft ? [...regions, draft] : regions;
  return (
    <Box data-testid="image-editor">
      <Typography variant="body2" color="text.secondary" id="image-editor-help" sx={{ mb: 1 }}>
        {t('help')}
      </Typography>
      <Box
        ref={surface}
        tabIndex={0}
        aria-describedby="image-editor-help"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onKeyDown={onKeyDown}
        data-testid="image-editor-surface"
        sx={{
          position: 'relative',
          width: '100%',
          maxWidth: 900,
          aspectRatio: `${photo.width ?? 4} / ${photo.height ?? 3}`,
          cursor: full ? 'not-allowed' : 'crosshair',
          touchAction: 'none',
          userSelect: 'none',
          outline: 'none',
          '&:focus-visible': { boxShadow: 3 },
        }}
      >
        {image && (
          <img
            src={image.url}
            alt=""
            draggable={false}
            style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'fill' }}
          />
        )}
        <svg
          viewBox="0 0 1 1"
          preserveAspectRatio="none"
          aria-hidden="true"
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
        >
          {drawn.map((r, i) => {
            const style = {
              fill: 'rgb(255 0 0 / 0.25)',
              stroke: i === selected ? '#ffeb3b' : '#f44336',
              strokeWidth: i === selected ? 3 : 2,
              vectorEffect: 'non-scaling-stroke' as const,
            };
            return r.shape === 'ellipse' ? (
              <ellipse key={i} cx={r.x + r.width / 2} cy={r.y + r.height / 2} rx={r.width / 2} ry={r.height / 2} style={style} />
            ) : (
              <rect key={i} x={r.x} y={r.y} width={r.width} height={r.height} style={style} />
            );
          })}
        </svg>
      </Box>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ mt: 2 }}>
        <Box>
          <FormLabel id="image-editor-shape">{t('shape')}</FormLabel>
          <RadioGroup row aria-labelledby="image-editor-shape" value={shape} onChange={(e) => setShape(e.target.value as Shape)}>
            {(['rect', 'ellipse'] as const).map((s) => (
              <FormControlLabel key={s} value={s} control={<Radio size="small" />} label={t(s)} />
            ))}
          </RadioGroup>
        </Box>
        <Box>
          <FormLabel id="image-editor-effect">{t('effect')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="image-editor-effect"
            value={effect}
            onChange={(e) => setEffect(e.target.value as RedactionEffect)}
          >
            {(['blur', 'pixelate', 'block'] as const).map((fx) => (
              <FormControlLabel
                key={fx}
                value={fx}
                control={<Radio size="small" />}
                label={t(fx)}
                data-testid={`image-editor-effect-${fx}`}
              />
            ))}
          </RadioGroup>
        </Box>
        <Box sx={{ alignSelf: 'center' }}>
          <Button onClick={addRegion} disabled={full}>
            {t('addRegion')}
          </Button>
        </Box>
      </Stack>
      {regions.length ? (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', my: 1 }}>
          {regions.map((_, i) => (
            <Box key={i} sx={{ display: 'flex', alignItems: 'center' }}>
              <Button
                size="small"
                variant={i === selected ? 'contained' : 'outlined'}
                aria-pressed={i === selected}
                onClick={() => setSelected(i)}
              >
                {t('region', { n: i + 1 })}
              </Button>
              <IconButton
                size="small"
                aria-label={t('removeRegion', { n: i + 1 })}
                onClick={() => {
                  setRegions((all) => all.filter((__, j) => j !== i));
                  setSelected(null);
                }}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
          {t('noRegions')}
        </Typography>
      )}
      <Alert severity="warning" sx={{ my: 1 }}>
        {t('permanent')}
      </Alert>
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          disabled={saving || !regions.length}
          onClick={() => onApply(regions, effect)}
          data-testid="image-editor-apply"
        >
          {saving ? t('applying') : t('apply')}
        </Button>
        <Button disabled={saving || !regions.length} onClick={() => (setRegions([]), setSelected(null))}>
          {t('clear')}
        </Button>
      </Stack>
    </Box>
  );
}
