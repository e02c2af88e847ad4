import { Datagrid, FunctionField, List, NumberField, SearchInput, TextField, useTranslate } from 'react-admin';
import { LocalDateField, useIntlLocale } from '#admin/components/fields';
import type { WalletRecord } from './types';

/** /admin/wallets — every wallet with its balance; search by a part of the login or an account id; sortable. */
const WalletList = () => {
  const translate = useTranslate();
  const locales = useIntlLocale();
  return (
    <List
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.wallets.fields.q')} />]}
      sort={{ field: 'updatedAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
    >
      <Datagrid rowClick="show" bulkActionButtons={false} data-testid="wallets-table">
        <FunctionField<WalletRecord> source="login" render={(r) => r.login ?? translate('resources.wallets.noLogin')} />
        <NumberField source="balance" locales={locales} />
        <NumberField source="entries" locales={locales} />
        <LocalDateField source="updatedAt" showTime emptyText="—" />
        <TextField source="id" sortable={false} />
      </Datagrid>
    </List>
  );
};

export default WalletList;
