import { Datagrid, FunctionField, List, SearchInput, SelectInput, TextField, useTranslate } from 'react-admin';
import Typography from '@mui/material/Typography';
import { SALON_STATUSES } from '@anonse/contracts';
import { LocalDateField } from '#admin/components/fields';
import { DecisionButtons } from './DecisionButtons';
import { SalonStatusChip } from './SalonStatusChip';
import type { SalonRecord } from './types';

const Empty = () => {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ p: 3 }}>
      {translate('resources.salons.empty')}
    </Typography>
  );
};

/** /admin/salons/: the API puts what waits for a decision (new salons and approved ones' edits) first. */
const SalonList = () => {
  const translate = useTranslate();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      choices={SALON_STATUSES.map((id) => ({ id, name: translate(`resources.salons.status.${id}`) }))}
    />,
  ];
  return (
    <List filters={filters} perPage={25} exporter={false} empty={<Empty />}>
      <Datagrid rowClick="show" bulkActionButtons={false} data-testid="salons-table">
        <TextField source="name" sortable />
        <TextField source="city" sortable={false} />
        <TextField source="ownerLogin" emptyText="—" sortable={false} />
        <FunctionField<SalonRecord> source="status" render={(r) => <SalonStatusChip record={r} />} />
        <LocalDateField source="updatedAt" showTime />
        <DecisionButtons />
      </Datagrid>
    </List>
  );
};

export default SalonList;
