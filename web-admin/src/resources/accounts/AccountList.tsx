import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { BooleanField, Datagrid, FunctionField, List, SearchInput, SelectInput, TextField, useTranslate } from 'react-admin';
import type { AdminAccountDto } from '@anonse/contracts';
import { LocalDateField } from '#admin/components/fields';
import { formatRole, formatYesNo, parseRole, parseYesNo, ROLE_VALUES, YES_NO_CHOICES } from './account-rules';

const roleChoices = ROLE_VALUES.map((r) => ({ id: String(r), name: `resources.accounts.roles.${r}` }));

/** What to do when the filters match nothing: say so, and which filters to loosen. */
const NoMatch = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 3 }} data-testid="accounts-empty">
      <Typography variant="subtitle1">{translate('resources.accounts.list.empty')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('resources.accounts.list.empty_hint')}
      </Typography>
    </Box>
  );
};

export const RoleChip = ({ role }: { role: number }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant={role === 0 ? 'outlined' : 'filled'}
      color={role === 1 ? 'secondary' : role === 0 ? 'default' : 'primary'}
      label={translate(`resources.accounts.roles.${role}`)}
    />
  );
};

/**
 * /admin/accounts — every account: a part of the login (or an id), role, blocked and verified filters; sortable by
 * login, role and registration. The e-mail address is not in the list: only the show page reveals it, on record.
 */
const AccountList = () => {
  const translate = useTranslate();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.accounts.fields.q')} />,
    <SelectInput
      key="role"
      source="role"
      choices={roleChoices}
      parse={parseRole}
      format={formatRole}
      emptyText="resources.accounts.filters.any"
      alwaysOn
    />,
    <SelectInput
      key="blocked"
      source="blocked"
      choices={YES_NO_CHOICES}
      parse={parseYesNo}
      format={formatYesNo}
      emptyText="resources.accounts.filters.any"
      alwaysOn
    />,
    <SelectInput
      key="verified"
      source="verified"
      choices={YES_NO_CHOICES}
      parse={parseYesNo}
      format={formatYesNo}
      emptyText="resources.accounts.filters.any"
      alwaysOn
    />,
  ];
  return (
    <List filters={filters} sort={{ field: 'registeredAt', order: 'DESC' }} perPage={25} exporter={false} empty={false}>
      <Datagrid rowClick="show" bulkActionButtons={false} empty={<NoMatch />} data-testid="accounts-table">
        <TextField source="login" />
        <FunctionField<AdminAccountDto> source="role" render={(r) => <RoleChip role={r.role} />} />
        <FunctionField<AdminAccountDto>
          source="blocked"
          sortable={false}
          render={(r) =>
            r.blocked ? (
              <Chip
                size="small"
                color="error"
                label={translate('resources.accounts.status.blocked')}
                title={r.blockedReason ?? undefined}
              />
            ) : (
              translate('resources.accounts.status.active')
            )
          }
        />
        <BooleanField source="verified" sortable={false} />
        <LocalDateField source="registeredAt" showTime />
        <TextField source="id" sortable={false} />
      </Datagrid>
    </List>
  );
};

export default AccountList;
