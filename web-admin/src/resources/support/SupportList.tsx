import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { SUPPORT_SUBJECTS } from '@anonse/contracts';
import { Datagrid, FunctionField, List, NumberField, SearchInput, SelectInput, TextField, useTranslate } from 'react-admin';
import { LocalDateField } from '#admin/components/fields';
import { SupportChatsPanel } from './SupportChatsPanel';
import { SupportStatusChips, useSubjectName } from './SupportChips';
import { useSupportCounts } from './SupportMenuIcon';
import type { SupportRecord } from './types';

const Empty = () => {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ p: 3 }} data-testid="support-empty">
      {translate('resources.support.empty')}
    </Typography>
  );
};

const Counts = () => {
  const counts = useSupportCounts();
  const translate = useTranslate();
  if (!counts) return null;
  return (
    <Chip
      sx={{ mt: 2, alignSelf: 'flex-start' }}
      color={counts.open ? 'warning' : 'default'}
      label={translate('resources.support.counts', counts)}
      data-testid="support-counts"
    />
  );
};

/** /admin/support: the one inbox: the support chats, then the contact messages, open messages first (the API always sorts them so), newest first; filters by status and subject. */
const SupportList = () => {
  const translate = useTranslate();
  const subjectName = useSubjectName();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      choices={(['open', 'handled'] as const).map((id) => ({ id, name: translate(`resources.support.status.${id}`) }))}
    />,
    <SelectInput key="subject" source="subject" alwaysOn choices={SUPPORT_SUBJECTS.map((id) => ({ id, name: subjectName(id) }))} />,
  ];
  return (
    <>
      <Counts />
      <SupportChatsPanel />
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {translate('resources.support.contact_title')}
      </Typography>
      <List filters={filters} sort={{ field: 'receivedAt', order: 'DESC' }} perPage={25} exporter={false} empty={<Empty />}>
        <Datagrid
          rowClick="show"
          bulkActionButtons={false}
          data-testid="support-table"
          rowSx={(r) =>
            (r as SupportRecord).status === 'open' && (r as SupportRecord).unanswered
              ? { fontWeight: 600, backgroundColor: 'rgba(237, 108, 2, 0.06)' }
              : {}
          }
        >
          <FunctionField<SupportRecord> source="status" sortable={false} render={(r) => <SupportStatusChips record={r} />} />
          <FunctionField<SupportRecord> source="subject" sortable={false} render={(r) => subjectName(r.subject)} />
          <FunctionField<SupportRecord> source="name" sortable={false} render={(r) => (r.name ? `${r.name} <${r.email}>` : r.email)} />
          <TextField
            source="message"
            sortable={false}
            sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', maxWidth: 420 }}
          />
          <NumberField source="replyCount" sortable={false} />
          <LocalDateField source="receivedAt" showTime />
        </Datagrid>
      </List>
    </>
  );
};

export default SupportList;
