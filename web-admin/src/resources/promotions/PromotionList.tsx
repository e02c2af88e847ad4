import { Datagrid, List, NumberField, TextField, useTranslate } from 'react-admin';
import Typography from '@mui/material/Typography';
import { LocalDateField } from '#admin/components/fields';
import { EndPromotionButton } from './EndPromotionButton';

const Empty = () => {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ p: 3 }}>
      {translate('resources.promotions.empty')}
    </Typography>
  );
};

/** /admin/promotions: promotions in force, soonest end first; ending one refunds its unused whole days. */
const PromotionList = () => (
  <List sort={{ field: 'until', order: 'ASC' }} perPage={25} exporter={false} empty={<Empty />}>
    <Datagrid rowClick={false} bulkActionButtons={false} data-testid="promotions-table">
      <TextField source="adTitle" sortable={false} emptyText="—" />
      <TextField source="ownerLogin" sortable={false} emptyText="—" />
      <LocalDateField source="promotedAt" showTime />
      <LocalDateField source="until" showTime />
      <NumberField source="pointsPaid" />
      <EndPromotionButton />
    </Datagrid>
  </List>
);

export default PromotionList;
