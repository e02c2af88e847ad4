import { Show, SimpleShowLayout, TextField } from 'react-admin';
import { LocalDateField } from '#admin/components/fields';
import { AmountField, PaymentStatusField } from './fields';

/** One order: what was bought, what the provider reported, when the points reached the wallet. */
const PaymentShow = () => (
  <Show>
    <SimpleShowLayout>
      <TextField source="id" />
      <PaymentStatusField />
      <TextField source="accountId" />
      <TextField source="packageId" />
      <TextField source="points" />
      <AmountField />
      <TextField source="provider" />
      <TextField source="providerPaymentId" emptyText="—" />
      <LocalDateField source="createdAt" showTime />
      <LocalDateField source="confirmedAt" showTime emptyText="—" />
      <LocalDateField source="creditedAt" showTime emptyText="—" />
      <LocalDateField source="updatedAt" showTime />
    </SimpleShowLayout>
  </Show>
);

export default PaymentShow;
