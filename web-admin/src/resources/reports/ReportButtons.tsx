import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { httpClient } from '#admin/api/client';
import { canModerate, useRole } from '#admin/auth/permissions';
import { reportDecision, type ReportAction } from './decide';
import type { ReportRecord } from './types';

type Dialogs = 'hide-ad' | 'hide-forum-post' | 'dismissed' | 'actioned' | null;

/**
 * One click hides the reported ad or forum post (with an optional reason for its owner) or, for a report about a clip,
 * takes the clip down (nothing to ask: it leaves /swiper/ and the ad's page at once); dismiss / actioned decide the
 * report. Shown only to moderators and administrators, and only while the report is open; the API checks both anyway.
 */
export const ReportButtons = () => {
  const record = useRecordContext<ReportRecord>();
  const role = useRole();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [dialog, setDialog] = useState<Dialogs>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  if (!record || record.status !== 'open' || !canModerate(role)) return null;

  const run = async (action: ReportAction, outcome?: 'dismissed' | 'actioned') => {
    setBusy(true);
    try {
      const req = reportDecision(String(record.id), action, { outcome, note });
      await httpClient(req.url, {
        method: 'POST',
        body: req.body,
        headers: new Headers({ 'Content-Type': 'application/json', Accept: 'application/json' }),
      });
      const done = { 'hide-ad': 'hidden', 'hide-forum-post': 'post_hidden', 'hide-video': 'video_hidden', resolve: 'done' } as const;
      notify(`resources.reports.actions.${done[action]}`, { type: 'success' });
      setDialog(null);
      setNote('');
    } catch (e) {
      const { status, body } = (e ?? {}) as { status?: number; body?: { message?: string } };
      if (status === 409) {
        notify('resources.reports.actions.stale', { type: 'warning', autoHideDuration: 10_000 });
        setDialog(null);
      } else if (status !== 401 && status !== 403)
        notify('resources.reports.actions.failed', { type: 'error', messageArgs: { error: body?.message ?? status ?? '' } });
    } finally {
      setBusy(false);
      refresh();
    }
  };
  const confirm = () => (dialog === 'hide-ad' || dialog === 'hide-forum-post' ? run(dialog) : dialog ? run('resolve', dialog) : undefined);
  const hiding = dialog === 'hide-ad' || dialog === 'hide-forum-post';
  const texts =
    dialog === 'hide-forum-post'
      ? { title: 'hide_post_title', help: 'hide_post_help', button: record.forumPost?.opening ? 'remove_topic' : 'hide_post' }
      : { title: 'hide_title', help: 'hide_help', button: 'hide_ad' };

  return (
    <Stack direction="row" spacing={1} onClick={(e) => e.stopPropagation()} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {record.targetType === 'ad' && (
        <Button
          variant="contained"
          color="error"
          size="small"
          disabled={busy}
          startIcon={<VisibilityOffIcon />}
          onClick={() => setDialog('hide-ad')}
          data-testid="report-hide-ad"
        >
          {translate('resources.reports.actions.hide_ad')}
        </Button>
      )}
      {record.targetType === 'forum-post' && record.forumPost && !record.forumPost.hidden && (
        <Button
          variant="contained"
          color="error"
          size="small"
          disabled={busy}
          startIcon={<VisibilityOffIcon />}
          onClick={() => setDialog('hide-forum-post')}
          data-testid="report-hide-post"
        >
          {translate(`resources.reports.actions.${record.forumPost.opening ? 'remove_topic' : 'hide_post'}`)}
        </Button>
      )}
      {record.targetType === 'video' && (
        <Button
          variant="contained"
          color="error"
          size="small"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <VisibilityOffIcon />}
          onClick={() => void run('hide-video')}
          data-testid="report-hide-video"
        >
          {translate('resources.reports.actions.hide_video')}
        </Button>
      )}
      <Button
        variant="outlined"
        size="small"
        disabled={busy}
        startIcon={<CheckIcon />}
        onClick={() => setDialog('actioned')}
        data-testid="report-actioned"
      >
        {translate('resources.reports.actions.action')}
      </Button>
      <Button
        variant="outlined"
        color="inherit"
        size="small"
        disabled={busy}
        startIcon={<CloseIcon />}
        onClick={() => setDialog('dismissed')}
        data-testid="report-dismiss"
      >
        {translate('resources.reports.actions.dismiss')}
      </Button>
      <Dialog open={dialog !== null} onClose={() => !busy && setDialog(null)} fullWidth maxWidth="sm" aria-labelledby="report-dialog-title">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void confirm();
          }}
        >
          <DialogTitle id="report-dialog-title">
            {translate(
              hiding
                ? `resources.reports.actions.${texts.title}`
                : dialog === 'dismissed'
                  ? 'resources.reports.actions.dismiss'
                  : 'resources.reports.actions.action',
            )}
          </DialogTitle>
          <DialogContent>
            {hiding && <DialogContentText>{translate(`resources.reports.actions.${texts.help}`)}</DialogContentText>}
            <TextField
              fullWidth
              multiline
              minRows={2}
              margin="dense"
              label={translate(dialog === 'hide-ad' ? 'resources.reports.actions.hide_reason' : 'resources.reports.actions.note')}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 2000, 'data-testid': 'report-note' } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setDialog(null)} disabled={busy}>
              {translate('ra.action.cancel')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              color={hiding ? 'error' : 'primary'}
              disabled={busy}
              startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
              data-testid="report-confirm"
            >
              {translate(hiding ? `resources.reports.actions.${texts.button}` : 'ra.action.confirm')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </Stack>
  );
};
