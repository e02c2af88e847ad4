import { Datagrid, List, SelectInput, TextField, TextInput } from 'react-admin';
import { LocalDateField } from '#admin/components/fields';
import { AmountField, PAYMENT_STATUS_CHOICES, PaymentStatusField } from './fields';

/** /admin/payments — every order, newest first, filterable by status, account and provider payment id (read only). */
const PaymentList = () => {
  const filters = [
    <SelectInput key="status" source="status" choices={PAYMENT_STATUS_CHOICES} alwaysOn />,
    <TextInput key="accountId" source="accountId" alwaysOn />,
    <TextInput key="providerPaymentId" source="providerPaymentId" />,
  ];
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      <Datagrid rowClick="show" bulkActionButtons={false} data-testid="payments-table">
        <LocalDateField source="createdAt" showTime />
        <PaymentStatusField />
        <AmountField />
        <TextField source="points" />
        <TextField source="accountId" sortable={false} />
        <TextField source="providerPaymentId" sortable={false} emptyText="—" />
      </Datagrid>
    </List>
  );
};

export default PaymentList;
