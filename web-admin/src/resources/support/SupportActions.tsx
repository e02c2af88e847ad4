import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import CheckIcon from '@mui/icons-material/Check';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import ReplayIcon from '@mui/icons-material/Replay';
import SendIcon from '@mui/icons-material/Send';
import { SUPPORT_REPLY_MAX } from '@anonse/contracts';
import { useNotify, useRecordContext, useRedirect, useRefresh, useTranslate } from 'react-admin';
import { httpClient } from '#admin/api/client';
import { ADMIN_API_URL } from '#admin/api/http';
import { canModerate, useRole } from '#admin/auth/permissions';
import type { SupportRecord } from './types';

/** One change of a message, based on the revision the moderator saw (If-Match): a stale one is told, then refreshed. */
function useSupportChange() {
  const record = useRecordContext<SupportRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const run = async (method: 'POST' | 'PUT' | 'DELETE', path: string, body: unknown, done: string): Promise<boolean> => {
    if (!record) return false;
    setBusy(true);
    try {
      const headers = new Headers({ Accept: 'application/json', 'If-Match': `"${record.revision}"` });
      if (body !== undefined) headers.set('Content-Type', 'application/json');
      await httpClient(`${ADMIN_API_URL}/support/${encodeURIComponent(String(record.id))}${path}`, {
        method,
        headers,
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      notify(done, { type: 'success' });
      return true;
    } catch (e) {
      const { status, body: answer } = (e ?? {}) as { status?: number; body?: { message?: string; errors?: Record<string, string[]> } };
      if (status === 409) notify('resources.support.actions.stale', { type: 'warning', autoHideDuration: 10_000 });
      else if (status !== 401 && status !== 403)
        notify('resources.support.actions.failed', {
          type: 'error',
          messageArgs: { error: Object.values(answer?.errors ?? {}).flat()[0] ?? answer?.message ?? status ?? '' },
        });
      return false;
    } finally {
      setBusy(false);
      refresh();
    }
  };
  return { record, busy, run };
}

/** Handled / reopen and delete; moderators and administrators only (an auditor reads). */
export const SupportStatusButtons = () => {
  const { record, busy, run } = useSupportChange();
  const role = useRole();
  const translate = useTranslate();
  const redirect = useRedirect();
  const [confirming, setConfirming] = useState(false);
  if (!record || !canModerate(role)) return null;
  const next = record.status === 'open' ? 'handled' : 'open';
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 1 }}>
      <Button
        variant={next === 'handled' ? 'contained' : 'outlined'}
        size="small"
        disabled={busy}
        startIcon={next === 'handled' ? <CheckIcon /> : <ReplayIcon />}
        onClick={() => void run('PUT', '/status', { status: next }, 'resources.support.actions.done')}
        data-testid={next === 'handled' ? 'support-mark-handled' : 'support-reopen'}
      >
        {translate(next === 'handled' ? 'resources.support.actions.handled' : 'resources.support.actions.reopen')}
      </Button>
      <Button
        variant="outlined"
        color="error"
        size="small"
        disabled={busy}
        startIcon={<DeleteForeverIcon />}
        onClick={() => setConfirming(true)}
        data-testid="support-delete"
      >
        {translate('resources.support.actions.delete')}
      </Button>
      <Dialog open={confirming} onClose={() => !busy && setConfirming(false)} aria-labelledby="support-delete-title">
        <DialogTitle id="support-delete-title">{translate('resources.support.actions.delete_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('resources.support.actions.delete_content')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button
            color="error"
            variant="contained"
            disabled={busy}
            data-testid="support-delete-confirm"
            onClick={() =>
              void run('DELETE', '', undefined, 'resources.support.actions.deleted').then((deleted) => {
                if (deleted) redirect('list', 'support');
                setConfirming(false);
              })
            }
          >
            {translate('resources.support.actions.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
};

/** The reply form under the thread: e-mailed to the sender in their language, kept in the thread. */
export const SupportReplyForm = () => {
  const { record, busy, run } = useSupportChange();
  const role = useRole();
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!record || !canModerate(role)) return null;
  return (
    <Box
      component="form"
      sx={{ mt: 2, maxWidth: 720 }}
      data-testid="support-reply-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (!text.trim()) return setError(translate('resources.support.reply.empty'));
        setError(null);
        void run('POST', '/replies', { text }, 'resources.support.reply.sent').then((sent) => sent && setText(''));
      }}
    >
      <TextField
        fullWidth
        multiline
        minRows={4}
        label={translate('resources.support.reply.label')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={error !== null}
        helperText={error ?? ' '}
        slotProps={{ htmlInput: { maxLength: SUPPORT_REPLY_MAX, 'data-testid': 'support-reply-text' } }}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={busy}
        startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <SendIcon />}
        data-testid="support-reply-send"
      >
        {translate('resources.support.reply.send')}
      </Button>
    </Box>
  );
};
