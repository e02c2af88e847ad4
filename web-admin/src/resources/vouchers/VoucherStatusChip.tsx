import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { VoucherBatchRecord } from './types';

const COLOR = { active: 'success', expired: 'default', revoked: 'error' } as const;

export const VoucherStatusChip = ({ record }: { record: VoucherBatchRecord }) => {
  const translate = useTranslate();
  return <Chip size="small" color={COLOR[record.status]} label={translate(`resources.vouchers.status.${record.status}`)} />;
};
