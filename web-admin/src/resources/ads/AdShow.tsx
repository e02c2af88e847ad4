import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import type { ReactNode } from 'react';
import BlurOnIcon from '@mui/icons-material/BlurOn';
import { Link } from 'react-router-dom';
import {
  BooleanField,
  Button,
  FunctionField,
  ListButton,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { cityByKeyOf, provinceBySlugOrId, districtsOfCity } from '@anonse/contracts/places';
import { canModerate, useRole } from '#admin/auth/permissions';
import { ClaimBanner } from '#admin/components/ClaimBanner';
import { AdPhotos } from './AdPhotos';
import { ModerationButtons } from './ModerationButtons';
import { RevisionDiff } from './RevisionDiff';
import { useCategoryName, useLanguageName, useServiceName } from './reference';
import { LocalDateField, PriceField } from '#admin/components/fields';
import { StatusChip } from './StatusChip';
import type { AdRecord } from './types';

/** Moderators open the photo editor (`/admin/image-editing/{ad_id}`) to blur what must not be public. */
const EditPhotosButton = () => {
  const record = useRecordContext<AdRecord>();
  const role = useRole();
  if (!record || !canModerate(role) || !(record.photos?.length || record.pendingPhotos?.length)) return null;
  return <Button component={Link} to={`/image-editing/${record.id}`} label="resources.ads.photos.edit" startIcon={<BlurOnIcon />} />;
};

const ShowActions = () => (
  <TopToolbar sx={{ alignItems: 'center' }}>
    <ModerationButtons />
    <EditPhotosButton />
    <ListButton />
  </TopToolbar>
);

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardHeader title={translate(title)} slotProps={{ title: { variant: 'subtitle1', fontWeight: 600 } }} sx={{ pb: 0 }} />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
};

const hour = (h: number | undefined) => (h === undefined ? '' : `${String(h).padStart(2, '0')}:00`);

const ShowTitle = () => {
  const record = useRecordContext<AdRecord>();
  return <>{record?.fields?.title ?? record?.id ?? ''}</>;
};

/**
 * CLAIM-BANNER-SLOT — the claims' `ClaimBanner` ("opened by X", issue 10 § 3, components/ClaimBanner.tsx, owned by
 * the claims work): above everything, so a second moderator sees it before deciding. Change its props here only.
 */
const ClaimSlot = () => {
  const record = useRecordContext<AdRecord>();
  if (!record) return null;
  return (
    <Box data-testid="claim-slot" data-id={record.id} sx={{ mb: 2, '&:empty': { display: 'none' } }}>
      <ClaimBanner itemType="ad" itemId={String(record.id)} />
    </Box>
  );
};

/** A waiting revision of a live ad comes first: it is what the moderator is here to decide. */
const RevisionSection = () => {
  const record = useRecordContext<AdRecord>();
  if (!record?.pendingFields) return null;
  return (
    <Grid size={12}>
      <Section title="resources.ads.sections.revision">
        <RevisionDiff />
      </Section>
    </Grid>
  );
};

const RecordPhotos = () => <AdPhotos photos={useRecordContext<AdRecord>()?.photos} />;

/** One ad with every field, its photos, the diff of a waiting revision, and the approve / reject actions (moderators). */
const AdShow = () => {
  const translate = useTranslate();
  const categoryName = useCategoryName();
  const serviceName = useServiceName();
  const languageName = useLanguageName();
  return (
    <Show actions={<ShowActions />} title={<ShowTitle />}>
      <Box sx={{ p: 2 }}>
        <ClaimSlot />
        <Grid container spacing={2}>
          <RevisionSection />
          <Grid size={{ xs: 12, lg: 8 }}>
            <Section title="resources.ads.sections.ad">
              <SimpleShowLayout sx={{ p: 0 }}>
                <TextField source="fields.title" />
                <TextField source="fields.description" sx={{ whiteSpace: 'pre-line' }} />
                <FunctionField<AdRecord> source="fields.category" render={(r) => categoryName(r.fields?.category)} />
                <FunctionField<AdRecord>
                  source="fields.province"
                  render={(r) => (r.fields?.province ? (provinceBySlugOrId(r.fields.province)?.name ?? r.fields.province) : '')}
                />
                <FunctionField<AdRecord>
                  source="fields.city"
                  render={(r) => (r.fields?.city ? (cityByKeyOf(r.fields.city)?.name ?? r.fields.city) : '')}
                />
                <FunctionField<AdRecord>
                  source="fields.district"
                  render={(r) => {
                    const d = r.fields?.district;
                    if (!d) return '—';
                    return districtsOfCity(r.fields?.city ?? '').find((x) => x.slug === d)?.name ?? d;
                  }}
                />
                <TextField source="fields.phone" />
              </SimpleShowLayout>
            </Section>
          </Grid>
          <Grid size={{ xs: 12, lg: 4 }}>
            <Section title="resources.ads.sections.moderation">
              <SimpleShowLayout sx={{ p: 0 }}>
                <FunctionField<AdRecord> source="status" render={(r) => <StatusChip record={r} />} />
                <TextField source="rejectionReason" emptyText="—" />
                <LocalDateField source="createdAt" showTime />
                <LocalDateField source="approvedAt" showTime emptyText="—" />
                <NumberField source="revision" />
                <FunctionField<AdRecord> source="ownerId" render={(r) => (r.ownerLogin ? `${r.ownerLogin} (${r.ownerId})` : r.ownerId)} />
                <BooleanField source="verified" />
                <BooleanField source="promoted" />
                <LocalDateField source="promotedUntil" showTime emptyText="—" />
                <LocalDateField source="expiresAt" showTime emptyText="—" />
                <TextField source="id" />
              </SimpleShowLayout>
            </Section>
          </Grid>
          <Grid size={12}>
            <Section title="resources.ads.sections.photos">
              <RecordPhotos />
            </Section>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Section title="resources.ads.sections.person">
              <SimpleShowLayout sx={{ p: 0 }}>
                <NumberField source="fields.age" />
                <NumberField source="fields.weight" emptyText="—" />
                <NumberField source="fields.height" emptyText="—" />
                <NumberField source="fields.breast" emptyText="—" />
                <FunctionField<AdRecord>
                  source="fields.languages"
                  render={(r) => (r.fields?.languages?.length ? r.fields.languages.map(languageName).join(', ') : '—')}
                />
              </SimpleShowLayout>
            </Section>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Section title="resources.ads.sections.offer">
              <SimpleShowLayout sx={{ p: 0 }}>
                <FunctionField<AdRecord>
                  source="fields.outcalls"
                  render={(r) => (r.fields?.outcalls ? translate(`resources.ads.outcalls.${r.fields.outcalls}`) : '—')}
                />
                <FunctionField<AdRecord>
                  source="fields.workingHours"
                  render={(r) => (r.fields?.workingHours ? `${hour(r.fields.workingHours.from)}–${hour(r.fields.workingHours.to)}` : '—')}
                />
                <PriceField source="fields.prices.hour" emptyText="—" />
                <PriceField source="fields.prices.halfHour" emptyText="—" />
                <PriceField source="fields.prices.quarterHour" emptyText="—" />
                <PriceField source="fields.prices.night" emptyText="—" />
              </SimpleShowLayout>
            </Section>
          </Grid>
          <Grid size={12}>
            <Section title="resources.ads.fields.fields.services">
              <FunctionField<AdRecord>
                source="fields.services"
                render={(r) =>
                  r.fields?.services?.length ? (
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, pt: 1 }} data-testid="ad-services">
                      {r.fields.services.map((s) => (
                        <Chip key={s} size="small" label={serviceName(s)} />
                      ))}
                    </Box>
                  ) : (
                    '—'
                  )
                }
              />
            </Section>
          </Grid>
        </Grid>
      </Box>
    </Show>
  );
};

export default AdShow;
