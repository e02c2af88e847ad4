import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { AdRecord } from './types';

const COLOR = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
  deactivated: 'default',
  expired: 'default',
  deleted: 'default',
} as const;

export const StatusChip = ({ record }: { record: Pick<AdRecord, 'status'> | undefined }) => {
  const translate = useTranslate();
  if (!record?.status) return null;
  return (
    <Chip
      size="small"
      color={COLOR[record.status] ?? 'default'}
      label={translate(`resources.ads.status.${record.status}`, { _: record.status })}
      data-testid="ad-status"
      data-status={record.status}
    />
  );
};
