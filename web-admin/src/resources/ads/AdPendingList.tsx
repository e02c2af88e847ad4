import { useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link, List, Pagination, useCreatePath, useListContext, useLocaleState, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import InboxIcon from '@mui/icons-material/Inbox';
import { canModerate, useRole } from '#admin/auth/permissions';
import { useQueueShortcuts, type QueueShortcut } from './shortcuts';
import { cityByKeyOf } from '@anonse/contracts/places';
import { ModerationButtons } from './ModerationButtons';
import { useCategoryName } from './reference';
import type { AdRecord } from './types';

const formatDate = (iso: string | undefined, locale: string) =>
  iso ? new Date(iso).toLocaleString(locale === 'en' ? 'en-GB' : 'pl-PL', { dateStyle: 'medium', timeStyle: 'short' }) : '';

const clamp2 = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
} as const;

/** The keys of the queue, always on screen (an auditor sees only the moves: no decisions). */
const ShortcutHint = ({ decide }: { decide: boolean }) => {
  const translate = useTranslate();
  const keys: [string, string][] = [
    ...(decide
      ? ([
          ['a', 'approve'],
          ['r', 'reject'],
        ] as [string, string][])
      : []),
    ['j / n', 'next'],
    ['k / p', 'previous'],
    ['o', 'open'],
  ];
  return (
    <Stack
      direction="row"
      spacing={1.5}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 1 }}
      data-testid="queue-shortcuts"
      aria-label={translate('anonse.shortcuts.title')}
    >
      <Typography variant="caption" color="text.secondary">
        {translate('anonse.shortcuts.title')}:
      </Typography>
      {keys.map(([key, action]) => (
        <Typography key={action} variant="caption" color="text.secondary">
          <Box
            component="kbd"
            sx={{
              px: 0.75,
              py: 0.25,
              mr: 0.5,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              fontFamily: 'monospace',
              bgcolor: 'action.hover',
            }}
          >
            {key}
          </Box>
          {translate(`anonse.shortcuts.${action}`)}
        </Typography>
      ))}
    </Stack>
  );
};

/** An empty queue says so and where to go next, instead of a blank page. */
const EmptyQueue = () => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  return (
    <Box sx={{ p: 4, textAlign: 'center' }} data-testid="pending-empty">
      <InboxIcon color="disabled" sx={{ fontSize: 48 }} />
      <Typography variant="h6" component="p">
        {translate('resources.ads.pending.empty')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('resources.ads.pending.empty_hint')}
      </Typography>
      <Button component={Link} to={createPath({ resource: 'ads', type: 'list' })} variant="outlined">
        {translate('resources.ads.pending.all_ads')}
      </Button>
    </Box>
  );
};

const PendingRows = () => {
  const { data, isPending, error } = useListContext<AdRecord>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const navigate = useNavigate();
  const categoryName = useCategoryName();
  const [locale] = useLocaleState();
  const decide = canModerate(useRole());
  // Rows the server has already accepted a decision for: hidden at once even if the read model lags.
  const [decided, setDecided] = useState<ReadonlySet<AdRecord['id']>>(new Set());
  // The row the keys act on; after a decision the same index is the next ad, so `a a a` walks the queue.
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  const rows = (data ?? []).filter((r) => !decided.has(r.id));
  const current = Math.min(active, Math.max(rows.length - 1, 0));

  useEffect(() => {
    listRef.current?.querySelector<HTMLElement>(`[data-row-index="${current}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [current]);

  useQueueShortcuts((shortcut: QueueShortcut) => {
    if (!rows.length) return;
    if (shortcut === 'next') return setActive(Math.min(current + 1, rows.length - 1));
    if (shortcut === 'previous') return setActive(Math.max(current - 1, 0));
    const row = rows[current]!;
    if (shortcut === 'open') return void navigate(createPath({ resource: 'ads', type: 'show', id: row.id }));
    if (!decide) return;
    // The same button a click would press: one path for the If-Match, the reason dialog and the notices.
    listRef.current
      ?.querySelector<HTMLButtonElement>(
        `[data-row-index="${current}"] [data-testid="${shortcut === 'approve' ? 'approve-button' : 'reject-button'}"]:not([disabled])`,
      )
      ?.click();
  }, !isPending && !error);

  if (isPending || error) return null;
  if (rows.length === 0) return <EmptyQueue />;

  return (
    <Stack spacing={1.5} sx={{ p: 2 }} data-testid="pending-ads" ref={listRef}>
      {rows.map((ad, index) => {
        // A revision of a live ad shows what would go public; the approved version stays up meanwhile.
        const revision = ad.status !== 'pending' && !!ad.pendingFields;
        const shown = (revision ? ad.pendingFields : ad.fields) ?? ad.fields;
        return (
          <Card
            key={ad.id}
            variant="outlined"
            data-testid="pending-ad-row"
            data-id={ad.id}
            data-revision={ad.revision}
            data-row-index={index}
            data-active={index === current || undefined}
            aria-current={index === current || undefined}
            onClick={() => setActive(index)}
            sx={
              index === current ? { borderColor: 'primary.main', boxShadow: (t) => `inset 3px 0 0 ${t.palette.primary.main}` } : undefined
            }
          >
            <CardContent
              sx={{
                display: 'flex',
                gap: 2,
                alignItems: { xs: 'flex-start', sm: 'center' },
                flexDirection: { xs: 'column', sm: 'row' },
                '&:last-child': { pb: 2 },
              }}
            >
              <Box sx={{ flex: 1, minWidth: 0, width: { xs: '100%', sm: 'auto' } }}>
                <Typography
                  variant="subtitle1"
                  component={Link}
                  to={createPath({ resource: 'ads', type: 'show', id: ad.id })}
                  sx={{ fontWeight: 600, display: 'block', overflowWrap: 'anywhere' }}
                  data-testid="pending-ad-title"
                >
                  {shown?.title ?? ad.id}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
                  {revision && (
                    <Chip size="small" color="info" label={translate('resources.ads.pending.revision')} data-testid="pending-ad-revision" />
                  )}
                  {shown?.category && <Chip size="small" label={categoryName(shown.category)} />}
                  {shown?.city && (
                    <Typography variant="body2" color="text.secondary">
                      {cityByKeyOf(shown.city)?.name ?? shown.city}
                    </Typography>
                  )}
                  <Typography variant="body2" color="text.secondary">
                    {translate('resources.ads.pending.waiting_since', { date: formatDate(ad.createdAt, locale) })}
                  </Typography>
                </Stack>
                {shown?.description && (
                  <Typography variant="body2" sx={{ mt: 1, ...clamp2 }} color="text.secondary">
                    {shown.description}
                  </Typography>
                )}
              </Box>
              <ModerationButtons record={ad} onDone={() => setDecided((s) => new Set(s).add(ad.id))} />
            </CardContent>
          </Card>
        );
      })}
    </Stack>
  );
};

/** /admin/queue/ads — ads awaiting a decision, oldest first (docs/product.md § 2). */
const AdPendingList = () => {
  const translate = useTranslate();
  const decide = canModerate(useRole());
  return (
    <List
      resource="ads"
      title={translate('resources.ads.pending.title')}
      filter={{ queue: 'moderation' }}
      sort={{ field: 'createdAt', order: 'ASC' }}
      perPage={25}
      disableSyncWithLocation
      storeKey={false}
      actions={false}
      exporter={false}
      empty={false}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
    >
      <Box sx={{ px: 2, pt: 2 }}>
        <Typography variant="h5" component="h1">
          {translate('resources.ads.pending.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('resources.ads.pending.subtitle')}
        </Typography>
        <ShortcutHint decide={decide} />
      </Box>
      <PendingRows />
    </List>
  );
};

export default AdPendingList;
