import { FunctionField, Show, SimpleShowLayout, TextField, useRecordContext, useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import { ClaimBanner } from '#admin/components/ClaimBanner';
import { LocalDateField } from '#admin/components/fields';
import { ReportButtons } from './ReportButtons';
import { ReportStatusChip, SeverityChip, TargetLink } from './ReportChips';
import type { ReportRecord } from './types';

const Claim = () => {
  const record = useRecordContext<ReportRecord>();
  return record ? <ClaimBanner itemType="report" itemId={String(record.id)} /> : null;
};

const UrgentAlert = () => {
  const record = useRecordContext<ReportRecord>();
  const translate = useTranslate();
  if (!record || record.severity !== 'urgent' || record.status !== 'open') return null;
  return (
    <Alert severity="error" variant="filled" role="alert" data-testid="report-urgent-alert">
      {translate('resources.reports.urgent')}: {translate(`resources.reports.reasons.${record.reason}`)}
    </Alert>
  );
};

/** One report: what was reported and why, a link to the target, and the decision buttons while it is open. */
const ReportShow = () => {
  const translate = useTranslate();
  return (
    <Show>
      <SimpleShowLayout>
        <Claim />
        <UrgentAlert />
        <FunctionField<ReportRecord> source="severity" render={(r) => <SeverityChip record={r} />} />
        <FunctionField<ReportRecord> source="reason" render={(r) => translate(`resources.reports.reasons.${r.reason}`)} />
        <FunctionField<ReportRecord> source="targetId" render={(r) => <TargetLink record={r} />} />
        <TextField source="details" emptyText="—" sx={{ whiteSpace: 'pre-wrap' }} />
        <FunctionField<ReportRecord> source="reporterId" render={(r) => r.reporterId ?? translate('resources.reports.anonymous')} />
        <LocalDateField source="createdAt" showTime />
        <FunctionField<ReportRecord> source="status" render={(r) => <ReportStatusChip record={r} />} />
        <FunctionField<ReportRecord>
          source="outcome"
          render={(r) =>
            r.adHidden
              ? translate('resources.reports.ad_hidden')
              : r.videoHidden
                ? translate('resources.reports.video_hidden')
                : r.outcome
                  ? translate(`resources.reports.outcomes.${r.outcome}`)
                  : '—'
          }
        />
        <TextField source="note" emptyText="—" sx={{ whiteSpace: 'pre-wrap' }} />
        <TextField source="resolvedBy" emptyText="—" />
        <LocalDateField source="resolvedAt" showTime emptyText="—" />
        <ReportButtons />
      </SimpleShowLayout>
    </Show>
  );
};

export default ReportShow;
