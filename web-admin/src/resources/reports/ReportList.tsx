import { Datagrid, FunctionField, List, SelectInput, TextField, useTranslate } from 'react-admin';
import Typography from '@mui/material/Typography';
import { REPORT_REASONS, REPORT_TARGET_TYPES } from '@anonse/contracts';
import { LocalDateField } from '#admin/components/fields';
import { ReportButtons } from './ReportButtons';
import { ReportStatusChip, SeverityChip, TargetLink } from './ReportChips';
import { UrgentBanner } from './UrgentBanner';
import type { ReportRecord } from './types';

const Empty = () => {
  const translate = useTranslate();
  return (
    <>
      <Typography color="text.secondary" sx={{ p: 3 }}>
        {translate('resources.reports.empty')}
      </Typography>
    </>
  );
};

/**
 * /admin/reports: open reports by default, urgent ones on top (the API always sorts them first), then the longest
 * waiting. Only the age order can be flipped; every other column is fixed by that rule.
 */
const ReportList = () => {
  const translate = useTranslate();
  const filters = [
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      choices={(['open', 'resolved'] as const).map((id) => ({ id, name: translate(`resources.reports.status.${id}`) }))}
    />,
    <SelectInput
      key="reason"
      source="reason"
      alwaysOn
      choices={REPORT_REASONS.map((id) => ({ id, name: translate(`resources.reports.reasons.${id}`) }))}
    />,
    <SelectInput
      key="targetType"
      source="targetType"
      choices={REPORT_TARGET_TYPES.map((id) => ({ id, name: translate(`resources.reports.targets.${id}`) }))}
    />,
  ];
  return (
    <>
      <UrgentBanner />
      <List
        filters={filters}
        filterDefaultValues={{ status: 'open' }}
        sort={{ field: 'createdAt', order: 'ASC' }}
        perPage={25}
        exporter={false}
        empty={<Empty />}
      >
        <Datagrid
          rowClick="show"
          bulkActionButtons={false}
          data-testid="reports-table"
          rowSx={(r) =>
            (r as ReportRecord).severity === 'urgent' && (r as ReportRecord).status === 'open'
              ? { backgroundColor: 'rgba(211, 47, 47, 0.08)' }
              : {}
          }
        >
          <FunctionField<ReportRecord> source="severity" sortable={false} render={(r) => <SeverityChip record={r} />} />
          <FunctionField<ReportRecord>
            source="reason"
            sortable={false}
            render={(r) => translate(`resources.reports.reasons.${r.reason}`)}
          />
          <FunctionField<ReportRecord> source="targetId" sortable={false} render={(r) => <TargetLink record={r} />} />
          <TextField
            source="details"
            sortable={false}
            emptyText="—"
            sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', maxWidth: 360 }}
          />
          <LocalDateField source="createdAt" showTime />
          <FunctionField<ReportRecord> source="status" sortable={false} render={(r) => <ReportStatusChip record={r} />} />
          <ReportButtons />
        </Datagrid>
      </List>
    </>
  );
};

export default ReportList;
