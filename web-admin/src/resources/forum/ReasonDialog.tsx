import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { FORUM_LIMITS } from '@anonse/contracts';
import { useTranslate } from 'react-admin';

/** Asks for the reason a rejection or a hide needs (the API refuses an empty one). */
export const ReasonDialog = ({
  title,
  confirm,
  onConfirm,
  onClose,
}: {
  title: string;
  confirm: string;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="forum-reason-title">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (reason.trim()) onConfirm(reason.trim());
        }}
      >
        <DialogTitle id="forum-reason-title">{title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            required
            label={translate('resources.forum.dialogs.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            slotProps={{ htmlInput: { maxLength: FORUM_LIMITS.reason, 'data-testid': 'forum-reason' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" color="error" disabled={!reason.trim()} data-testid="forum-reason-confirm">
            {confirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
