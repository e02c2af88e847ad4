import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { useRecordContext, useTranslate } from 'react-admin';
import { REJECT_REASON_MIN } from '#admin/api/http';
import { canModerate, useRole } from '#admin/auth/permissions';
import { RejectReasonFields } from './RejectReasonFields';
import type { AdRecord } from './types';
import { useModerate } from './useModerate';

interface Props {
  /** Defaults to the record in context (Show page). */
  record?: AdRecord;
  /** Called once the server accepted the decision. */
  onDone?: (action: 'approve' | 'reject', record: AdRecord) => void;
  size?: 'small' | 'medium';
}

/**
 * 'Zatwierdź' / 'Odrzuć' (reject asks for a reason in a dialog). Pessimistic: waits for the server. Absent for an
 * auditor (the API answers 403 anyway). The queue's shortcuts press these buttons (data-testid), so a key does
 * exactly what a click does.
 */
export const ModerationButtons = ({ record: recordProp, onDone, size = 'small' }: Props) => {
  const contextRecord = useRecordContext<AdRecord>();
  const record = recordProp ?? contextRecord;
  const translate = useTranslate();
  const { run, pending } = useModerate();
  const role = useRole();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);

  if (!record || !canModerate(role)) return null;
  const busy = pending !== null;
  const reasonOk = reason.trim().length >= REJECT_REASON_MIN;

  const approve = async () => {
    if (await run('approve', record)) onDone?.('approve', record);
  };
  const reject = async () => {
    setTouched(true);
    if (!reasonOk) return;
    if (await run('reject', record, reason.trim())) {
      setOpen(false);
      setReason('');
      setTouched(false);
      onDone?.('reject', record);
    }
  };

  return (
    <Stack direction="row" spacing={1} onClick={(e) => e.stopPropagation()}>
      <Button
        variant="contained"
        color="success"
        size={size}
        disabled={busy || (record.status === 'approved' && !record.pendingFields)}
        startIcon={pending === 'approve' ? <CircularProgress size={16} color="inherit" /> : <CheckIcon />}
        onClick={() => void approve()}
        data-testid="approve-button"
      >
        {translate('resources.ads.moderation.approve')}
      </Button>
      <Button
        variant="outlined"
        color="error"
        size={size}
        disabled={busy || (record.status === 'rejected' && !record.pendingFields)}
        startIcon={<CloseIcon />}
        onClick={() => setOpen(true)}
        data-testid="reject-button"
      >
        {translate('resources.ads.moderation.reject')}
      </Button>
      <Dialog
        open={open}
        onClose={() => !busy && setOpen(false)}
        fullWidth
        maxWidth="sm"
        data-testid="reject-dialog"
        aria-labelledby={`reject-title-${record.id}`}
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void reject();
          }}
        >
          <DialogTitle id={`reject-title-${record.id}`}>
            {translate('resources.ads.moderation.reject_title', { title: record.fields?.title ?? record.id })}
          </DialogTitle>
          <DialogContent>
            <RejectReasonFields
              id={`reject-reason-${record.id}`}
              reason={reason}
              onChange={setReason}
              onBlur={() => setTouched(true)}
              error={touched && !reasonOk}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)} disabled={busy}>
              {translate('ra.action.cancel')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              color="error"
              disabled={busy || !reasonOk}
              startIcon={pending === 'reject' ? <CircularProgress size={16} color="inherit" /> : <CloseIcon />}
              data-testid="reject-confirm"
            >
              {translate('resources.ads.moderation.reject')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </Stack>
  );
};
