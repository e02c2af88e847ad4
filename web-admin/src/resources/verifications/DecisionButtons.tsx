import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import UndoIcon from '@mui/icons-material/Undo';
import { useLocaleState, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { VERIFICATION_MESSAGES, VERIFICATION_REJECT_TEMPLATES, type VerificationRejectTemplate } from '@anonse/contracts';
import { httpClient } from '#admin/api/client';
import { ADMIN_API_URL } from '#admin/api/http';
import type { VerificationRecord } from './types';

type Action = 'approve' | 'reject' | 'revoke';
const DONE: Record<Action, string> = { approve: 'approved', reject: 'rejected', revoke: 'revoked' };

/** Runs one decision pessimistically: waits for the server, then notifies and refreshes. */
const useDecide = (record: VerificationRecord | undefined) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState<Action | null>(null);
  const run = async (action: Action, body?: object): Promise<boolean> => {
    if (!record) return false;
    setPending(action);
    try {
      await httpClient(`${ADMIN_API_URL}/verifications/${encodeURIComponent(record.id)}/${action}`, {
        method: 'POST',
        body: JSON.stringify(body ?? {}),
        headers: new Headers({ 'Content-Type': 'application/json', Accept: 'application/json' }),
      });
      notify(`resources.verifications.decision.${DONE[action]}`, { type: 'success' });
      return true;
    } catch (e) {
      const { status, body: answer } = (e ?? {}) as { status?: number; body?: { message?: string } };
      if (status === 409) notify('resources.verifications.decision.stale', { type: 'warning', autoHideDuration: 10_000 });
      else if (status === 404) notify('resources.verifications.decision.not_found', { type: 'warning' });
      else if (status !== 401 && status !== 403)
        notify('resources.verifications.decision.failed', { type: 'error', messageArgs: { error: answer?.message ?? status ?? '' } });
      return false;
    } finally {
      setPending(null);
      refresh();
    }
  };
  return { run, pending };
};

/** Approve, reject (a template in the owner's language and/or free text) and revoke, as the record allows. */
export const DecisionButtons = () => {
  const record = useRecordContext<VerificationRecord>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { run, pending } = useDecide(record);
  const [dialog, setDialog] = useState<'reject' | 'revoke' | null>(null);
  const [template, setTemplate] = useState<VerificationRejectTemplate | ''>('');
  const [reason, setReason] = useState('');
  if (!record) return null;
  const busy = pending !== null;
  const texts = VERIFICATION_MESSAGES[locale === 'en' ? 'en' : 'pl'];
  const who = record.login ?? record.accountId;
  const rejectOk = !!template || reason.trim().length > 0;
  const revokeOk = reason.trim().length >= 3;

  const close = () => {
    setDialog(null);
    setTemplate('');
    setReason('');
  };
  const confirm = async () => {
    if (
      dialog === 'reject' &&
      rejectOk &&
      (await run('reject', { ...(template ? { template } : {}), ...(reason.trim() ? { reason: reason.trim() } : {}) }))
    )
      close();
    if (dialog === 'revoke' && revokeOk && (await run('revoke', { reason: reason.trim() }))) close();
  };

  return (
    <Stack direction="row" spacing={1} onClick={(e) => e.stopPropagation()}>
      {record.status === 'pending' && (
        <>
          <Button
            variant="contained"
            color="success"
            size="small"
            disabled={busy}
            startIcon={pending === 'approve' ? <CircularProgress size={16} color="inherit" /> : <CheckIcon />}
            onClick={() => void run('approve')}
            data-testid="verification-approve"
          >
            {translate('resources.verifications.decision.approve')}
          </Button>
          <Button
            variant="outlined"
            color="error"
            size="small"
            disabled={busy}
            startIcon={<CloseIcon />}
            onClick={() => setDialog('reject')}
            data-testid="verification-reject"
          >
            {translate('resources.verifications.decision.reject')}
          </Button>
        </>
      )}
      {record.verifiedNow && (
        <Button
          variant="outlined"
          color="warning"
          size="small"
          disabled={busy}
          startIcon={<UndoIcon />}
          onClick={() => setDialog('revoke')}
          data-testid="verification-revoke"
        >
          {translate('resources.verifications.decision.revoke')}
        </Button>
      )}
      <Dialog open={dialog !== null} onClose={() => !busy && close()} fullWidth maxWidth="sm" aria-labelledby="verification-dialog-title">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void confirm();
          }}
        >
          <DialogTitle id="verification-dialog-title">
            {translate(`resources.verifications.decision.${dialog === 'revoke' ? 'revoke_title' : 'reject_title'}`, { login: who })}
          </DialogTitle>
          <DialogContent>
            {dialog === 'reject' && (
              <TextField
                select
                fullWidth
                margin="dense"
                label={translate('resources.verifications.decision.template')}
                value={template}
                onChange={(e) => setTemplate(e.target.value as VerificationRejectTemplate | '')}
                data-testid="verification-template"
              >
                <MenuItem value="">{translate('resources.verifications.decision.no_template')}</MenuItem>
                {VERIFICATION_REJECT_TEMPLATES.map((t) => (
                  <MenuItem key={t} value={t}>
                    {texts[`reason_${t}`]}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <TextField
              fullWidth
              multiline
              minRows={3}
              margin="dense"
              label={translate(
                dialog === 'revoke' ? 'resources.verifications.decision.revoke_reason' : 'resources.verifications.decision.reason',
              )}
              helperText={
                dialog === 'reject'
                  ? translate(rejectOk ? 'resources.verifications.decision.reason_help' : 'resources.verifications.decision.need_reason')
                  : undefined
              }
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'verification-reason' } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={busy}>
              {translate('ra.action.cancel')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              color="error"
              disabled={busy || (dialog === 'reject' ? !rejectOk : !revokeOk)}
              data-testid="verification-confirm"
            >
              {translate(`resources.verifications.decision.${dialog === 'revoke' ? 'revoke' : 'reject'}`)}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </Stack>
  );
};
