import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { VerificationRecord } from './types';

const COLORS = { draft: 'default', pending: 'warning', approved: 'success', rejected: 'error', discarded: 'default' } as const;

export const VerificationStatusChip = ({ record }: { record: VerificationRecord }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={COLORS[record.status]}
      label={translate(`resources.verifications.status.${record.status}`)}
      data-testid="verification-status"
    />
  );
};

/** How long the person has waited, in the largest whole unit. */
export const AgeText = ({ seconds }: { seconds: number | null }) => {
  const translate = useTranslate();
  if (seconds === null) return <>—</>;
  if (seconds < 3600) return <>{translate('resources.verifications.age.minutes', { n: Math.floor(seconds / 60) })}</>;
  if (seconds < 86_400) return <>{translate('resources.verifications.age.hours', { n: Math.floor(seconds / 3600) })}</>;
  return <>{translate('resources.verifications.age.days', { n: Math.floor(seconds / 86_400) })}</>;
};
