import { PAYMENT_STATUSES } from '@anonse/contracts';
import Chip from '@mui/material/Chip';
import { FunctionField, useTranslate } from 'react-admin';
import { useIntlLocale } from '#admin/components/fields';
import type { PaymentRecord } from './types';

export const PAYMENT_STATUS_CHOICES = PAYMENT_STATUSES.map((id) => ({ id, name: `resources.payments.status.${id}` }));

const COLOURS = { pending: 'warning', confirmed: 'info', credited: 'success', failed: 'error', cancelled: 'default' } as const;

export const PaymentStatusField = (props: { source?: string; sortable?: boolean }) => {
  const translate = useTranslate();
  return (
    <FunctionField<PaymentRecord>
      source="status"
      {...props}
      render={(r) => (
        <Chip size="small" color={COLOURS[r.status] ?? 'default'} label={translate(`resources.payments.status.${r.status}`)} />
      )}
    />
  );
};

/** Grosze as złoty in the console's language; money is never a float on the wire. */
export const AmountField = (props: { source?: string; sortable?: boolean }) => {
  const locale = useIntlLocale();
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'PLN' });
  return <FunctionField<PaymentRecord> source="amountGrosze" {...props} render={(r) => format.format(r.amountGrosze / 100)} />;
};
