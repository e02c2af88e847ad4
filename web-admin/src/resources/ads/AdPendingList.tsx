import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  Link,
  List,
  Pagination,
  useCreatePath,
  useListContext,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { cityByKeyOf } from '@anonse/contracts/places';
import { ModerationButtons } from './ModerationButtons';
import { useCategoryName } from './reference';
import type { AdRecord } from './types';

const formatDate = (iso: string | undefined, locale: string) =>
  iso ? new Date(iso).toLocaleString(locale === 'en' ? 'en-GB' : 'pl-PL', { dateStyle: 'medium', timeStyle: 'short' }) : '';

const clamp2 = { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' } as const;

const PendingRows = () => {
  const { data, isPending, error } = useListContext<AdRecord>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const categoryName = useCategoryName();
  const [locale] = useLocaleState();
  // Rows the server has already accepted a decision for: hidden at once even if the read model lags.
  const [decided, setDecided] = useState<ReadonlySet<AdRecord['id']>>(new Set());

  if (isPending || error) return null;
  const rows = (data ?? []).filter((r) => !decided.has(r.id));
  if (rows.length === 0)
    return (
      <Box sx={{ p: 3 }} data-testid="pending-empty">
        <Typography color="text.secondary">{translate('resources.ads.pending.empty')}</Typography>
      </Box>
    );

  return (
    <Stack spacing={1.5} sx={{ p: 2 }} data-testid="pending-ads">
      {rows.map((ad) => {
        // A revision of a live ad shows what would go public; the approved version stays up meanwhile.
        const revision = ad.status !== 'pending' && !!ad.pendingFields;
        const shown = (revision ? ad.pendingFields : ad.fields) ?? ad.fields;
        return (
        <Card key={ad.id} variant="outlined" data-testid="pending-ad-row" data-id={ad.id} data-revision={ad.revision}>
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
                {revision && <Chip size="small" color="info" label={translate('resources.ads.pending.revision')} data-testid="pending-ad-revision" />}
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

/** /admin/dashboard/ — ads awaiting verification, oldest first (spec § 2). */
const AdPendingList = () => {
  const translate = useTranslate();
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
      </Box>
      <PendingRows />
    </List>
  );
};

export default AdPendingList;
