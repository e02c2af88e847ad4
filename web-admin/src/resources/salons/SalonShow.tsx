import { Labeled, Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalDateField } from '#admin/components/fields';
import { DecisionButtons } from './DecisionButtons';
import { SalonStatusChip } from './SalonStatusChip';
import type { SalonRecord } from './types';

interface Fields {
  name?: string;
  city?: string;
  district?: string;
  street?: string;
  showAddress?: boolean;
  phone?: string;
  description?: string;
  hours?: { closed: boolean; open?: string; close?: string }[];
  masseuseAdIds?: string[];
}

/** The details of one version of the salon (the one to decide on, or the public one beside it). */
const Details = ({ fields }: { fields: Fields }) => {
  const translate = useTranslate();
  const days = translate('resources.salons.details.days').split(',');
  const row = (label: string, value: string | undefined) => (
    <Typography variant="body2">
      <strong>{translate(`resources.salons.details.${label}`)}:</strong> {value || translate('resources.salons.details.none')}
    </Typography>
  );
  return (
    <Stack spacing={0.5} data-testid="salon-details">
      <Typography variant="subtitle1">
        {fields.name} — {[fields.district, fields.city].filter(Boolean).join(', ')}
      </Typography>
      {row('street', fields.street)}
      {row('show_address', translate(`resources.salons.details.${fields.showAddress ? 'yes' : 'no'}`))}
      {row('phone', fields.phone)}
      {row(
        'hours',
        (fields.hours ?? [])
          .map((d, i) => `${days[i]} ${d.closed ? translate('resources.salons.details.closed') : `${d.open}–${d.close}`}`)
          .join(' · '),
      )}
      {row('masseuses', (fields.masseuseAdIds ?? []).join(', '))}
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
        <strong>{translate('resources.salons.details.description')}:</strong> {fields.description}
      </Typography>
    </Stack>
  );
};

const Version = () => {
  const record = useRecordContext<SalonRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack spacing={2}>
      <Details fields={record.fields as Fields} />
      {record.publicFields && (
        <>
          <Typography variant="subtitle2">{translate('resources.salons.details.public_title')}</Typography>
          <Details fields={record.publicFields as Fields} />
        </>
      )}
    </Stack>
  );
};

const Photos = () => {
  const record = useRecordContext<SalonRecord>();
  const translate = useTranslate();
  if (!record) return null;
  if (!record.photos.length) return <Typography color="text.secondary">{translate('resources.salons.details.no_photos')}</Typography>;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {record.photos.map((p) => {
        const src = [...p.sources].sort((a, b) => a.width - b.width).find((s) => s.format === 'jpeg' && s.width >= 320) ?? p.sources[0];
        return src ? (
          <img
            key={p.id}
            src={src.url}
            alt=""
            width={240}
            style={{ borderRadius: 6, objectFit: 'cover', aspectRatio: '4 / 3' }}
            referrerPolicy="no-referrer"
            data-testid="salon-photo"
          />
        ) : null;
      })}
    </Stack>
  );
};

/** One salon: status, owner, the version to decide on with its photos, and the decision buttons. */
const SalonShow = () => {
  const translate = useTranslate();
  return (
    <Show
      actions={
        <TopToolbar>
          <DecisionButtons />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <Labeled label={translate('resources.salons.fields.status')}>
          <StatusField />
        </Labeled>
        <TextField source="name" />
        <TextField source="slug" />
        <TextField source="ownerLogin" emptyText="—" />
        <LocalDateField source="createdAt" showTime />
        <LocalDateField source="approvedAt" showTime emptyText="—" />
        <TextField source="rejectionReason" emptyText="—" />
        <Labeled label={translate('resources.salons.details.title')}>
          <Version />
        </Labeled>
        <Labeled label={translate('resources.salons.details.photos')}>
          <Photos />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
};

const StatusField = () => {
  const record = useRecordContext<SalonRecord>();
  return record ? <SalonStatusChip record={record} /> : null;
};

export default SalonShow;
