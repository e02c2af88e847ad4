import Chip from '@mui/material/Chip';
import { AdminConversationStatus, CONVERSATION_REPORT_REASONS } from '@anonse/contracts';
import Typography from '@mui/material/Typography';
import { Datagrid, FunctionField, List, NumberField, SelectInput, useTranslate } from 'react-admin';
import { LocalDateField } from '#admin/components/fields';
import type { ConversationListRecord } from './types';

const Empty = () => {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ p: 3 }} data-testid="conversations-empty">
      {translate('resources.conversations.empty')}
    </Typography>
  );
};

const urgent = (r: ConversationListRecord) => r.status === 'open' && (r.reason === 'underage' || r.reason === 'coercion');

/** /admin/conversations: reported conversations, open underage and coercion reports first (the API sorts them so). */
const ConversationList = () => {
  const translate = useTranslate();
  const filters = [
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      choices={AdminConversationStatus.options.map((id) => ({ id, name: translate(`resources.conversations.status.${id}`) }))}
    />,
    <SelectInput
      key="reason"
      source="reason"
      alwaysOn
      choices={CONVERSATION_REPORT_REASONS.map((id) => ({ id, name: translate(`resources.conversations.reasons.${id}`) }))}
    />,
  ];
  return (
    <List filters={filters} sort={{ field: 'reportedAt', order: 'DESC' }} perPage={25} exporter={false} empty={<Empty />}>
      <Datagrid
        rowClick="show"
        bulkActionButtons={false}
        data-testid="conversations-table"
        rowSx={(r) => (urgent(r as ConversationListRecord) ? { fontWeight: 600, backgroundColor: 'rgba(211, 47, 47, 0.06)' } : {})}
      >
        <FunctionField<ConversationListRecord>
          source="reason"
          sortable={false}
          render={(r) => (
            <Chip
              size="small"
              color={urgent(r) ? 'error' : 'default'}
              label={translate(`resources.conversations.reasons.${r.reason}`)}
              data-testid="conversation-reason"
            />
          )}
        />
        <FunctionField<ConversationListRecord> source="reporter" sortable={false} render={(r) => r.reporter.displayName} />
        <FunctionField<ConversationListRecord> source="reported" sortable={false} render={(r) => r.reported.displayName} />
        <NumberField source="reportCount" sortable={false} />
        <FunctionField<ConversationListRecord>
          source="status"
          sortable={false}
          render={(r) => translate(`resources.conversations.status.${r.status}`)}
        />
        <LocalDateField source="reportedAt" showTime />
      </Datagrid>
    </List>
  );
};

export default ConversationList;
