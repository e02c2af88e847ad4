import Typography from '@mui/material/Typography';
import { Datagrid, FilterForm, FunctionField, ListBase, Pagination, TextInput, useTranslate } from 'react-admin';
import type { DataAccessEntryDto } from '@anonse/contracts';
import { LocalDateField } from '#admin/components/fields';

const label = (key: string) => `resources.audit.dataAccess.${key}`;

/** Who saw whose personal data or verification photos (administrators only): GET /api/admin/audit/data-access. */
export const DataAccessLog = () => {
  const translate = useTranslate();
  const person = (login: string | null, id: string) => <span title={id}>{login ?? id}</span>;
  return (
    <ListBase resource="audit/data-access" sort={{ field: 'viewedAt', order: 'DESC' }} perPage={25} disableSyncWithLocation>
      <Typography variant="h6" sx={{ px: 2, pt: 2 }}>
        {translate(label('title'))}
      </Typography>
      <FilterForm
        filters={[
          <TextInput key="viewer" source="viewer" label={label('viewer_filter')} alwaysOn resettable />,
          <TextInput key="subject" source="subject" label={label('subject_filter')} alwaysOn resettable />,
        ]}
      />
      <Datagrid
        bulkActionButtons={false}
        rowClick={false}
        empty={<Typography sx={{ p: 2 }}>{translate(label('empty'))}</Typography>}
        data-testid="audit-data-access"
      >
        <LocalDateField source="viewedAt" label={label('viewedAt')} showTime sortable={false} />
        <FunctionField<DataAccessEntryDto>
          label={label('viewer')}
          render={(r) => (
            <>
              {person(r.viewerLogin, r.viewerId)}
              {r.viewerRole !== null && ` (${translate(`resources.audit.roles.${r.viewerRole}`)})`}
            </>
          )}
        />
        <FunctionField<DataAccessEntryDto> label={label('subject')} render={(r) => person(r.subjectLogin, r.subjectAccountId)} />
        <FunctionField<DataAccessEntryDto> label={label('what')} render={(r) => translate(label(`whats.${r.what}`))} />
        <FunctionField<DataAccessEntryDto> label={label('detail')} render={(r) => r.detail ?? '—'} />
      </Datagrid>
      <Pagination rowsPerPageOptions={[25, 50, 100]} />
    </ListBase>
  );
};
