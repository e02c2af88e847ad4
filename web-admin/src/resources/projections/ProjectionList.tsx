import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import ReplayIcon from '@mui/icons-material/Replay';
import {
  Confirm,
  Datagrid,
  FunctionField,
  List,
  NumberField,
  TextField,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { ProjectionDto } from '@anonse/contracts';
import { httpClient } from '#admin/api/client';
import { ADMIN_API_URL } from '#admin/api/http';
import { canAdminister, useRole } from '#admin/auth/permissions';
import { useIntlLocale } from '#admin/components/fields';

const label = (key: string) => `resources.projections.${key}`;
const POLL_MS = 2000;

const errorText = (error: unknown): string => {
  const body = (error as { body?: { message?: unknown } } | null)?.body;
  return body && typeof body.message === 'string' ? body.message : error instanceof Error ? error.message : String(error);
};

const RebuildState = ({ row }: { row: ProjectionDto }) => {
  const translate = useTranslate();
  const locales = useIntlLocale();
  const r = row.rebuild;
  if (!r) return <>{translate(label('rebuild.never'))}</>;
  if (r.state === 'done')
    return <>{translate(label('rebuild.done'), { time: new Date(r.finishedAt ?? r.startedAt).toLocaleString(locales) })}</>;
  const percent = Math.floor(r.progress * 100);
  return (
    <Box sx={{ minWidth: 200 }}>
      <LinearProgress variant="determinate" value={percent} aria-label={row.name} />
      <Typography variant="caption">
        {translate(label('rebuild.running'), { percent, position: Math.max(0, r.position), target: r.target })}
      </Typography>
    </Box>
  );
};

const RebuildButton = ({ row }: { row: ProjectionDto }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      await httpClient(`${ADMIN_API_URL}/projections/${encodeURIComponent(row.name)}/rebuild`, { method: 'POST' });
      notify(translate(label('rebuild.started'), { name: row.name }), { type: 'info' });
    } catch (error) {
      notify(translate(label('rebuild.failed'), { error: errorText(error) }), { type: 'error' });
    } finally {
      setBusy(false);
      setOpen(false);
      refresh();
    }
  };
  return (
    <>
      <Button
        size="small"
        startIcon={<ReplayIcon />}
        disabled={busy || !row.local || row.rebuild?.state === 'running'}
        onClick={() => setOpen(true)}
      >
        {translate(label('rebuild.button'))}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={translate(label('rebuild.confirm_title'), { name: row.name })}
        content={translate(label('rebuild.confirm_content'))}
        onConfirm={() => void start()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

/** Reloads the list every few seconds while a rebuild runs, so its progress bar moves. */
const PollWhileRebuilding = () => {
  const { data } = useListContext<ProjectionDto>();
  const refresh = useRefresh();
  const running = data?.some((r) => r.rebuild?.state === 'running') ?? false;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(refresh, POLL_MS);
    return () => clearInterval(timer);
  }, [running, refresh]);
  return null;
};

const Elsewhere = () => {
  const translate = useTranslate();
  const { data } = useListContext<ProjectionDto>();
  return data?.length && !data[0]!.local ? (
    <Alert severity="info" sx={{ m: 2 }}>
      {translate(label('elsewhere'))}
    </Alert>
  ) : null;
};

/** /admin/projections: each projector's checkpoint, lag and parked events; administrators rebuild one from 0. */
const ProjectionList = () => {
  const translate = useTranslate();
  const role = useRole();
  const locales = useIntlLocale();
  return (
    <List
      pagination={false}
      perPage={100}
      exporter={false}
      actions={false}
      sort={{ field: 'name', order: 'ASC' }}
      empty={<Typography sx={{ p: 3 }}>{translate(label('empty'))}</Typography>}
    >
      <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
        {translate(label('help'))}
      </Typography>
      <Elsewhere />
      <PollWhileRebuilding />
      <Datagrid bulkActionButtons={false} rowClick={false} data-testid="projections-table">
        <TextField source="name" sortable={false} />
        <NumberField source="checkpoint" locales={locales} sortable={false} />
        <NumberField source="head" locales={locales} sortable={false} />
        <FunctionField<ProjectionDto>
          source="lag"
          sortable={false}
          render={(r) => (
            <span style={{ fontWeight: r.lag > 0 ? 600 : undefined, color: r.lag > 500 ? '#b91c1c' : undefined }}>
              {new Intl.NumberFormat(locales).format(r.lag)}
            </span>
          )}
        />
        <FunctionField<ProjectionDto>
          source="parked"
          sortable={false}
          render={(r) => (
            <span style={{ color: r.parked > 0 ? '#b91c1c' : undefined, fontWeight: r.parked > 0 ? 600 : undefined }}>{r.parked}</span>
          )}
        />
        <FunctionField<ProjectionDto> source="rebuild" sortable={false} render={(r) => <RebuildState row={r} />} />
        {canAdminister(role) && <FunctionField<ProjectionDto> label="" render={(r) => <RebuildButton row={r} />} />}
      </Datagrid>
    </List>
  );
};

export default ProjectionList;
