import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { useDataProvider, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '#admin/api/dataProvider';
import { REJECT_REASON_MIN, type ModerationAction } from '#admin/api/http';
import { canModerate, useRole } from '#admin/auth/permissions';
import { moderateMany, type BulkItem } from './bulk';
import { RejectReasonFields } from './RejectReasonFields';
import type { AdRecord } from './types';

/** The list's bulk actions: approve, or reject with one reason (a template or own words) for every selected ad. */
export const BulkModerationButtons = () => {
  const { selectedIds, data, onSelect } = useListContext<AdRecord>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const role = useRole();
  const [busy, setBusy] = useState<ModerationAction | null>(null);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  if (!canModerate(role)) return null;

  const items: BulkItem[] = (data ?? [])
    .filter((r) => selectedIds.includes(r.id) && typeof r.revision === 'number')
    .map((r) => ({ id: r.id, revision: r.revision }));
  const reasonOk = reason.trim().length >= REJECT_REASON_MIN;

  const run = async (action: ModerationAction) => {
    setBusy(action);
    try {
      const { ok, stale, failed } = await moderateMany(dataProvider, action, items, action === 'reject' ? reason.trim() : undefined);
      const args = { ok: ok.length, total: items.length, stale: stale.length, failed: failed.length };
      notify(ok.length === items.length ? 'resources.ads.bulk.done' : 'resources.ads.bulk.partial', {
        type: ok.length === items.length ? 'success' : 'warning',
        messageArgs: args,
        autoHideDuration: ok.length === items.length ? 4000 : 12_000,
      });
      // What failed stays selected, so the moderator sees exactly what still needs a look.
      onSelect([...stale, ...failed] as AdRecord['id'][]);
      setOpen(false);
      setReason('');
      refresh();
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <Button
        size="small"
        color="success"
        startIcon={busy === 'approve' ? <CircularProgress size={14} color="inherit" /> : <CheckIcon />}
        disabled={busy !== null || items.length === 0}
        onClick={() => void run('approve')}
        data-testid="bulk-approve"
      >
        {translate('resources.ads.bulk.approve')}
      </Button>
      <Button
        size="small"
        color="error"
        startIcon={<CloseIcon />}
        disabled={busy !== null || items.length === 0}
        onClick={() => setOpen(true)}
        data-testid="bulk-reject"
      >
        {translate('resources.ads.bulk.reject')}
      </Button>
      <Dialog
        open={open}
        onClose={() => busy === null && setOpen(false)}
        fullWidth
        maxWidth="sm"
        aria-labelledby="bulk-reject-title"
        data-testid="bulk-reject-dialog"
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (reasonOk) void run('reject');
          }}
        >
          <DialogTitle id="bulk-reject-title">{translate('resources.ads.bulk.reject_title', { smart_count: items.length })}</DialogTitle>
          <DialogContent>
            <RejectReasonFields id="bulk-reject-reason" reason={reason} onChange={setReason} />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)} disabled={busy !== null}>
              {translate('ra.action.cancel')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              color="error"
              disabled={busy !== null || !reasonOk}
              startIcon={busy === 'reject' ? <CircularProgress size={16} color="inherit" /> : <CloseIcon />}
              data-testid="bulk-reject-confirm"
            >
              {translate('resources.ads.moderation.reject')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
};
