import { Datagrid, FunctionField, List, SearchInput, SelectInput, TextField, useTranslate } from 'react-admin';
import Typography from '@mui/material/Typography';
import { LocalDateField } from '#admin/components/fields';
import { DecisionButtons } from './DecisionButtons';
import { AgeText, VerificationStatusChip } from './StatusChip';
import type { VerificationRecord } from './types';

const STATUSES = ['pending', 'approved', 'rejected', 'discarded'] as const;

const Empty = () => {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ p: 3 }}>
      {translate('resources.verifications.empty')}
    </Typography>
  );
};

/** /admin/verifications: the queue (waiting attempts first, the oldest on top) with how long each has waited. */
const VerificationList = () => {
  const translate = useTranslate();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      choices={STATUSES.map((id) => ({ id, name: translate(`resources.verifications.status.${id}`) }))}
    />,
  ];
  return (
    <List
      filters={filters}
      filterDefaultValues={{ status: 'pending' }}
      sort={{ field: 'submittedAt', order: 'ASC' }}
      perPage={25}
      exporter={false}
      empty={<Empty />}
    >
      <Datagrid rowClick="show" bulkActionButtons={false} data-testid="verifications-table">
        <TextField source="login" emptyText="—" sortable={false} />
        <FunctionField<VerificationRecord> source="status" render={(r) => <VerificationStatusChip record={r} />} />
        <LocalDateField source="submittedAt" showTime emptyText="—" />
        <FunctionField<VerificationRecord> source="ageSeconds" sortable={false} render={(r) => <AgeText seconds={r.ageSeconds} />} />
        <LocalDateField source="decidedAt" showTime emptyText="—" />
        <DecisionButtons />
      </Datagrid>
    </List>
  );
};

export default VerificationList;
