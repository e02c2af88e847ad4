import { ClaimBanner } from '#admin/components/ClaimBanner';
import {
  BooleanField,
  FunctionField,
  Labeled,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { LocalDateField, useIntlLocale } from '#admin/components/fields';
import { ADMIN_API_URL } from '#admin/api/http';
import { DecisionButtons } from './DecisionButtons';
import { AgeText, VerificationStatusChip } from './StatusChip';
import type { VerificationRecord } from './types';

/**
 * The 2 photos, loaded from the admin photo endpoint (decrypted per request, each load recorded) only once the
 * moderator asks: opening the page alone does not count as looking.
 */
const Photos = () => {
  const record = useRecordContext<VerificationRecord>();
  const translate = useTranslate();
  const [shown, setShown] = useState(false);
  if (!record) return null;
  if (record.photosDeleted || record.status !== 'pending')
    return <Typography color="text.secondary">{translate('resources.verifications.photos.gone')}</Typography>;
  return (
    <Stack spacing={1}>
      <Alert severity="info">{translate('resources.verifications.photos.notice')}</Alert>
      {!shown ? (
        <Button variant="outlined" onClick={() => setShown(true)} data-testid="verification-show-photos" sx={{ alignSelf: 'flex-start' }}>
          {translate('resources.verifications.photos.show')}
        </Button>
      ) : (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          {(['card', 'likeness'] as const).map((label, index) => (
            <figure key={label} style={{ margin: 0, flex: 1 }}>
              <img
                src={`${ADMIN_API_URL}/verifications/${encodeURIComponent(String(record.id))}/photos/${index}`}
                alt={translate(`resources.verifications.photos.${label}`)}
                style={{ width: '100%', maxHeight: 520, objectFit: 'contain', background: '#111', borderRadius: 6 }}
                referrerPolicy="no-referrer"
                data-testid={`verification-photo-${index}`}
              />
              <figcaption>
                <Typography variant="caption">{translate(`resources.verifications.photos.${label}`)}</Typography>
              </figcaption>
            </figure>
          ))}
        </Stack>
      )}
    </Stack>
  );
};

const Views = () => {
  const record = useRecordContext<VerificationRecord>();
  const translate = useTranslate();
  const locale = useIntlLocale();
  if (!record) return null;
  if (!record.views.length) return <Typography color="text.secondary">{translate('resources.verifications.photos.no_views')}</Typography>;
  const when = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso));
  return (
    <ul style={{ margin: 0, paddingLeft: 18 }} data-testid="verification-views">
      {record.views.map((v, i) => (
        <li key={i}>
          {translate('resources.verifications.photos.view_line', {
            photo: v.photoIndex + 1,
            who: v.viewedByLogin ?? v.viewedBy,
            when: when(v.viewedAt),
          })}
        </li>
      ))}
    </ul>
  );
};

/** Opening an attempt claims it, so a second moderator sees who is deciding it (issue 10 § 3). */
const Claim = () => {
  const record = useRecordContext<VerificationRecord>();
  return record ? <ClaimBanner itemType="verification" itemId={String(record.id)} /> : null;
};

/** One attempt: who, since when, the decision, the photos (while waiting) and every recorded view. */
const VerificationShow = () => {
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
        <Claim />
        <TextField source="login" emptyText="—" />
        <TextField source="accountId" />
        <FunctionField<VerificationRecord> source="status" render={(r) => <VerificationStatusChip record={r} />} />
        <LocalDateField source="submittedAt" showTime emptyText="—" />
        <FunctionField<VerificationRecord> source="ageSeconds" render={(r) => <AgeText seconds={r.ageSeconds} />} />
        <LocalDateField source="decidedAt" showTime emptyText="—" />
        <TextField source="decidedBy" emptyText="—" />
        <TextField source="reasonCode" emptyText="—" />
        <TextField source="reason" emptyText="—" />
        <LocalDateField source="retryAfter" showTime emptyText="—" />
        <BooleanField source="verifiedNow" />
        <LocalDateField source="revokedAt" showTime emptyText="—" />
        <TextField source="revokeReason" emptyText="—" />
        <BooleanField source="photosDeleted" />
        <Labeled label={translate('resources.verifications.photos.title')}>
          <Photos />
        </Labeled>
        <Labeled label={translate('resources.verifications.photos.views')}>
          <Views />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
};

export default VerificationShow;
