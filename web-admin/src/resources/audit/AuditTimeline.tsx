import Typography from '@mui/material/Typography';
import { Datagrid, FunctionField, ListBase, Pagination, TextInput, FilterForm, useTranslate } from 'react-admin';
import type { AuditEventDto, AuditKind } from '@anonse/contracts';
import { LocalDateField } from '#admin/components/fields';
import { short, timelineResource } from './api';

const label = (key: string) => `resources.audit.timeline.${key}`;

const Actor = ({ event }: { event: AuditEventDto }) => {
  const translate = useTranslate();
  if (!event.actor.id) return <>{translate(label('system'))}</>;
  const role = event.actor.role === null ? '' : ` (${translate(`resources.audit.roles.${event.actor.role}`)})`;
  return (
    <span title={event.actor.id}>
      {event.actor.login ?? event.actor.id}
      {role}
    </span>
  );
};

const Data = ({ event }: { event: AuditEventDto }) => {
  const translate = useTranslate();
  return (
    <span style={{ fontFamily: 'monospace', fontSize: 12, overflowWrap: 'anywhere' }} title={JSON.stringify(event.data, null, 2)}>
      {event.unavailable.length > 0 && <em>{translate(label('unavailable'), { fields: event.unavailable.join(', ') })} · </em>}
      {short(event.data)}
    </span>
  );
};

/** Every event of the history, oldest first, through the simple-rest dialect of GET /api/admin/audit/{kind}/{id}/events. */
export const AuditTimeline = ({ kind, id }: { kind: AuditKind; id: string }) => {
  const translate = useTranslate();
  return (
    <ListBase resource={timelineResource(kind, id)} sort={{ field: 'position', order: 'ASC' }} perPage={50} disableSyncWithLocation>
      <FilterForm filters={[<TextInput key="type" source="type" label={label('type_filter')} alwaysOn resettable />]} />
      <Datagrid
        bulkActionButtons={false}
        rowClick={false}
        empty={<Typography sx={{ p: 2 }}>{translate(label('empty'))}</Typography>}
        data-testid="audit-timeline"
      >
        <FunctionField<AuditEventDto> label={label('position')} render={(e) => e.position} />
        <FunctionField<AuditEventDto>
          label={label('revision')}
          render={(e) => (kind === 'account' ? `${e.streamId.split('-').slice(0, -5).join('-')} ${e.revision}` : e.revision)}
        />
        <FunctionField<AuditEventDto> label={label('type')} render={(e) => <strong>{e.type}</strong>} />
        <LocalDateField source="time" label={label('time')} showTime sortable={false} />
        <FunctionField<AuditEventDto> label={label('actor')} render={(e) => <Actor event={e} />} />
        <FunctionField<AuditEventDto> label={label('reason')} render={(e) => e.reason ?? '—'} />
        <FunctionField<AuditEventDto>
          label={label('correlation')}
          render={(e) => <span style={{ fontFamily: 'monospace', fontSize: 12 }}>{e.correlationId ?? '—'}</span>}
        />
        <FunctionField<AuditEventDto> label={label('data')} render={(e) => <Data event={e} />} />
      </Datagrid>
      <Pagination rowsPerPageOptions={[50, 100, 500]} />
    </ListBase>
  );
};
