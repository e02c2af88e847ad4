import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { AuditKind } from '@anonse/contracts';
import { canAdminister, useRole } from '#admin/auth/permissions';
import { AUDIT_KINDS, exportUrl, isUuid } from './api';
import { AsOfPanel } from './AsOfPanel';
import { AuditTimeline } from './AuditTimeline';
import { DataAccessLog } from './DataAccessLog';
import { DiffPanel } from './DiffPanel';

const label = (key: string) => `resources.audit.${key}`;
type View = 'timeline' | 'asOf' | 'diff' | 'dataAccess';

const kindOf = (value: string | null): AuditKind =>
  (AUDIT_KINDS as readonly string[]).includes(value ?? '') ? (value as AuditKind) : 'ad';

/**
 * /admin/audit?kind=ad&id=…: open a history by id, then its timeline, its state as of a moment, a diff of two revisions,
 * and exports. Everything here only reads (auditors see it all); the data access log is the administrators'.
 * The kind and id live in the address, so a history can be linked and reopened.
 */
const AuditPage = () => {
  const translate = useTranslate();
  const role = useRole();
  const [params, setParams] = useSearchParams();
  const kind = kindOf(params.get('kind'));
  const id = params.get('id') ?? '';
  const opened = isUuid(id);
  const [draftKind, setDraftKind] = useState<AuditKind>(kind);
  const [draftId, setDraftId] = useState(id);
  const [view, setView] = useState<View>('timeline');
  const invalid = draftId.trim() !== '' && !isUuid(draftId);

  const open = (event: FormEvent) => {
    event.preventDefault();
    if (!isUuid(draftId)) return;
    setParams({ kind: draftKind, id: draftId.trim() });
    setView('timeline');
  };

  return (
    <Box sx={{ mt: 1 }}>
      <Title title={translate(label('name'), { smart_count: 1 })} />
      <Card sx={{ p: 2, mb: 2 }}>
        <Typography variant="h6" sx={{ mb: 2 }}>
          {translate(label('open.title'))}
        </Typography>
        <Box component="form" onSubmit={open} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <TextField
            select
            size="small"
            label={translate(label('open.kind'))}
            value={draftKind}
            onChange={(e) => setDraftKind(e.target.value as AuditKind)}
            sx={{ minWidth: 160 }}
          >
            {AUDIT_KINDS.map((k) => (
              <MenuItem key={k} value={k}>
                {translate(label(`kinds.${k}`))}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={translate(label('open.id'))}
            value={draftId}
            onChange={(e) => setDraftId(e.target.value)}
            error={invalid}
            helperText={translate(label(invalid ? 'open.invalid_id' : 'open.id_help'))}
            sx={{ minWidth: 380 }}
            slotProps={{ htmlInput: { 'data-testid': 'audit-id' } }}
          />
          <Button type="submit" variant="contained" disabled={!isUuid(draftId)}>
            {translate(label('open.submit'))}
          </Button>
        </Box>
        {draftKind === 'account' && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {translate(label('open.account_note'))}
          </Alert>
        )}
      </Card>

      <Card>
        <Box sx={{ display: 'flex', alignItems: 'center', borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap' }}>
          <Tabs value={view} onChange={(_, v: View) => setView(v)} sx={{ flex: 1 }}>
            <Tab value="timeline" label={translate(label('tabs.timeline'))} disabled={!opened} />
            <Tab value="asOf" label={translate(label('tabs.asOf'))} disabled={!opened} />
            <Tab value="diff" label={translate(label('tabs.diff'))} disabled={!opened} />
            {canAdminister(role) && <Tab value="dataAccess" label={translate(label('tabs.dataAccess'))} />}
          </Tabs>
          {opened && (
            <Box sx={{ display: 'flex', gap: 1, px: 2 }}>
              {(['csv', 'json'] as const).map((format) => (
                <Button key={format} size="small" startIcon={<DownloadIcon />} href={exportUrl(kind, id, format)} download>
                  {translate(label(`export.${format}`))}
                </Button>
              ))}
            </Box>
          )}
        </Box>
        {view === 'dataAccess' && canAdminister(role) ? (
          <DataAccessLog />
        ) : !opened ? (
          <Typography color="text.secondary" sx={{ p: 3 }}>
            {translate(label('open.empty'))}
          </Typography>
        ) : view === 'asOf' ? (
          <AsOfPanel key={`${kind}:${id}`} kind={kind} id={id} />
        ) : view === 'diff' ? (
          <DiffPanel key={`${kind}:${id}`} kind={kind} id={id} />
        ) : (
          <AuditTimeline key={`${kind}:${id}`} kind={kind} id={id} />
        )}
      </Card>
    </Box>
  );
};

export default AuditPage;
