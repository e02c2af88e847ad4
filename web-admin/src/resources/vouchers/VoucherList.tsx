import {
  CreateButton,
  Datagrid,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import Typography from '@mui/material/Typography';
import { LocalDateField } from '#admin/components/fields';
import { RevokeButton } from './RevokeButton';
import { VoucherStatusChip } from './VoucherStatusChip';
import type { VoucherBatchRecord } from './types';

const STATUSES = ['active', 'expired', 'revoked'] as const;

const Empty = () => {
  const translate = useTranslate();
  return (
    <div style={{ padding: 24 }}>
      <Typography color="text.secondary" gutterBottom>
        {translate('resources.vouchers.empty')}
      </Typography>
      <CreateButton />
    </div>
  );
};

/** /admin/vouchers: batches with how many codes were used; revoking from the row. */
const VoucherList = () => {
  const translate = useTranslate();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      choices={STATUSES.map((id) => ({ id, name: translate(`resources.vouchers.status.${id}`) }))}
    />,
  ];
  return (
    <List
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
      empty={<Empty />}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
    >
      <Datagrid rowClick="show" bulkActionButtons={false} data-testid="vouchers-table">
        <TextField source="label" />
        <FunctionField<VoucherBatchRecord> source="status" sortable={false} render={(r) => <VoucherStatusChip record={r} />} />
        <NumberField source="points" />
        <NumberField source="count" />
        <NumberField source="used" />
        <LocalDateField source="expiresAt" showTime />
        <LocalDateField source="createdAt" showTime />
        <RevokeButton />
      </Datagrid>
    </List>
  );
};

export default VoucherList;
