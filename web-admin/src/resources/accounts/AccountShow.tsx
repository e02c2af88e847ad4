import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { FunctionField, NumberField, Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import type { AdminAccountDetailDto } from '@anonse/contracts';
import { LocalDateField, useIntlLocale } from '#admin/components/fields';
import { AccountNotes } from '../notes/AccountNotes';
import { BlockButtons, RoleSelect } from './AccountActions';
import { PhonePanel } from './PhonePanel';
import { RoleChip } from './AccountList';

const Notes = () => {
  const record = useRecordContext<AdminAccountDetailDto>();
  if (!record || record.deleted) return null;
  return <AccountNotes accountId={record.id} />;
};

const Phone = () => {
  const record = useRecordContext<AdminAccountDetailDto>();
  if (!record || record.deleted) return null;
  return <PhonePanel accountId={record.id} />;
};

const Notices = () => {
  const record = useRecordContext<AdminAccountDetailDto>();
  const translate = useTranslate();
  if (!record) return null;
  if (record.deleted) return <Alert severity="warning">{translate('resources.accounts.deleted_notice')}</Alert>;
  if (record.blocked)
    return (
      <Alert severity="error" data-testid="account-blocked-notice">
        {translate('resources.accounts.fields.blockedReason')}: {record.blockedReason}
      </Alert>
    );
  return null;
};

/**
 * /admin/accounts/:id/show — login, e-mail (each view is recorded by the API), role, block with its reason, points,
 * verification and ads; block / unblock (moderators: users only) and the role (administrators); the phone and its
 * history on request (a recorded view) with its revocation; internal notes.
 * An auditor reads everything here and gets no buttons.
 */
const AccountShow = () => {
  const translate = useTranslate();
  const locales = useIntlLocale();
  return (
    <Show
      actions={
        <TopToolbar>
          <BlockButtons />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <Notices />
        <FunctionField<AdminAccountDetailDto> source="login" render={(r) => r.login ?? '—'} />
        <FunctionField<AdminAccountDetailDto>
          source="email"
          render={(r) =>
            r.email === null ? (
              translate('resources.accounts.email_hidden')
            ) : (
              <span title={translate('resources.accounts.email_audited')} data-testid="account-email">
                {r.email}
              </span>
            )
          }
        />
        <TextField source="id" />
        <FunctionField<AdminAccountDetailDto> source="role" render={(r) => <RoleChip role={r.role} />} />
        <RoleSelect />
        <FunctionField<AdminAccountDetailDto>
          source="blocked"
          render={(r) => translate(`resources.accounts.status.${r.deleted ? 'deleted' : r.blocked ? 'blocked' : 'active'}`)}
        />
        <LocalDateField source="blockedAt" showTime emptyText="—" />
        <TextField source="blockedBy" emptyText="—" />
        <FunctionField<AdminAccountDetailDto>
          source="verification"
          render={(r) => translate(`resources.accounts.verification.${r.verification}`)}
        />
        <NumberField source="points" locales={locales} />
        <FunctionField<AdminAccountDetailDto> source="ads" render={(r) => translate('resources.accounts.ads_summary', { ...r.ads })} />
        <LocalDateField source="registeredAt" showTime emptyText="—" />
        <Divider />
        <Typography variant="caption" color="text.secondary">
          {translate('resources.accounts.email_audited')}
        </Typography>
        <Divider />
        <Phone />
        <Notes />
      </SimpleShowLayout>
    </Show>
  );
};

export default AccountShow;
