import {
  BooleanField,
  Datagrid,
  FunctionField,
  NumberField,
  Pagination,
  ReferenceManyField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import Typography from '@mui/material/Typography';
import { LocalDateField } from '#admin/components/fields';
import { RevokeButton } from './RevokeButton';
import { VoucherStatusChip } from './VoucherStatusChip';
import type { VoucherBatchRecord } from './types';

const NoRedemptions = () => {
  const translate = useTranslate();
  return <Typography color="text.secondary">{translate('resources.vouchers.redemptions.empty')}</Typography>;
};

/** One batch and who used its codes (GET /api/admin/voucher-redemptions?filter={"batchId":…}). */
const VoucherShow = () => {
  const translate = useTranslate();
  return (
    <Show
      actions={
        <TopToolbar>
          <RevokeButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="label" />
        <FunctionField<VoucherBatchRecord> source="status" render={(r) => <VoucherStatusChip record={r} />} />
        <NumberField source="points" />
        <NumberField source="count" />
        <NumberField source="used" />
        <LocalDateField source="expiresAt" showTime />
        <LocalDateField source="createdAt" showTime />
        <LocalDateField source="revokedAt" showTime emptyText="—" />
        <ReferenceManyField
          label={translate('resources.vouchers.redemptions.title')}
          reference="voucher-redemptions"
          target="batchId"
          sort={{ field: 'redeemedAt', order: 'DESC' }}
          perPage={25}
          pagination={<Pagination />}
          empty={<NoRedemptions />}
        >
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <TextField source="accountId" label="resources.vouchers.fields.accountId" sortable={false} />
            <NumberField source="points" label="resources.vouchers.fields.points" sortable={false} />
            <LocalDateField source="redeemedAt" label="resources.vouchers.fields.redeemedAt" showTime sortable={false} />
            <BooleanField source="credited" label="resources.vouchers.fields.credited" sortable={false} />
          </Datagrid>
        </ReferenceManyField>
      </SimpleShowLayout>
    </Show>
  );
};

export default VoucherShow;
