import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { canModerate, useRole } from '#admin/auth/permissions';
import { httpClient } from '#admin/api/client';
import { ADMIN_API_URL } from '#admin/api/http';
import { awaitsDecision } from './SalonStatusChip';
import type { SalonRecord } from './types';

type Action = 'approve' | 'reject';

/** Approve or reject (with a reason) what waits, with the If-Match of the revision shown: a changed salon is never decided blindly. */
export const DecisionButtons = () => {
  const record = useRecordContext<SalonRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const role = useRole();
  const [pending, setPending] = useState<Action | null>(null);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  // Auditors read only (the API refuses them too).
  if (!record || !awaitsDecision(record) || !canModerate(role)) return null;
  const run = async (action: Action, body?: object) => {
    setPending(action);
    try {
      await httpClient(`${ADMIN_API_URL}/salons/${encodeURIComponent(record.id)}/${action}`, {
        method: 'POST',
        body: JSON.stringify(body ?? {}),
        headers: new Headers({ 'Content-Type': 'application/json', Accept: 'application/json', 'If-Match': `"${record.revision}"` }),
      });
      notify(`resources.salons.decision.${action === 'approve' ? 'approved' : 'rejected'}`, { type: 'success' });
      return true;
    } catch (e) {
      const { status, body: answer } = (e ?? {}) as { status?: number; body?: { message?: string } };
      if (status === 409) notify('resources.salons.decision.stale', { type: 'warning', autoHideDuration: 10_000 });
      else if (status === 404) notify('resources.salons.decision.not_found', { type: 'warning' });
      else if (status !== 401 && status !== 403)
        notify('resources.salons.decision.failed', { type: 'error', messageArgs: { error: answer?.message ?? status ?? '' } });
      return false;
    } finally {
      setPending(null);
      refresh();
    }
  };
  const busy = pending !== null;
  const reasonOk = reason.trim().length >= 3;
  return (
    <Stack direction="row" spacing={1} onClick={(e) => e.stopPropagation()}>
      <Button
        variant="contained"
        color="success"
        size="small"
        disabled={busy}
        startIcon={pending === 'approve' ? <CircularProgress size={16} color="inherit" /> : <CheckIcon />}
        onClick={() => void run('approve')}
        data-testid="salon-approve"
      >
        {translate('resources.salons.decision.approve')}
      </Button>
      <Button
        variant="outlined"
        color="error"
        size="small"
        disabled={busy}
        startIcon={<CloseIcon />}
        onClick={() => setOpen(true)}
        data-testid="salon-reject"
      >
        {translate('resources.salons.decision.reject')}
      </Button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="salon-dialog-title">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (reasonOk) void run('reject', { reason: reason.trim() }).then((ok) => ok && (setOpen(false), setReason('')));
          }}
        >
          <DialogTitle id="salon-dialog-title">{translate('resources.salons.decision.reject_title', { name: record.name })}</DialogTitle>
          <DialogContent>
            <TextField
              fullWidth
              multiline
              minRows={3}
              margin="dense"
              label={translate('resources.salons.decision.reason')}
              helperText={translate('resources.salons.decision.reason_help')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'salon-reason' } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)} disabled={busy}>
              {translate('ra.action.cancel')}
            </Button>
            <Button type="submit" variant="contained" color="error" disabled={busy || !reasonOk} data-testid="salon-reject-confirm">
              {translate('resources.salons.decision.reject')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </Stack>
  );
};
