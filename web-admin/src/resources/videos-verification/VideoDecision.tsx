import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useLocaleState, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { VIDEO_MESSAGES, VIDEO_REJECTION_REASONS } from '@anonse/contracts';
import { httpClient } from '#admin/api/client';
import { ADMIN_API_URL } from '#admin/api/http';
import { canModerate, useRole } from '#admin/auth/permissions';
import type { VideoRecord } from './types';

const json = new Headers({ 'Content-Type': 'application/json', Accept: 'application/json' });

/** Approve, reject with templates (both languages, from the contracts) and/or own words, or hide in one click. */
export const VideoDecision = () => {
  const record = useRecordContext<VideoRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const role = useRole();
  const [locale] = useLocaleState();
  const [open, setOpen] = useState(false);
  const [codes, setCodes] = useState<string[]>([]);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  if (!record || !canModerate(role) || record.status === 'removed') return null;
  const texts = VIDEO_MESSAGES[locale === 'en' ? 'en' : 'pl'];

  const send = async (action: 'approve' | 'reject' | 'hide', body?: unknown) => {
    setBusy(true);
    try {
      await httpClient(`${ADMIN_API_URL}/videos/${encodeURIComponent(String(record.id))}/${action}`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify(body ?? {}),
      });
      notify('resources.videos-verification.decision.done', { type: 'success' });
      setOpen(false);
    } catch (e) {
      const { body: err, status } = (e ?? {}) as { status?: number; body?: { message?: string } };
      notify('resources.videos-verification.decision.failed', { type: 'error', messageArgs: { error: err?.message ?? status ?? '' } });
    } finally {
      setBusy(false);
      refresh();
    }
  };

  const waiting = record.status === 'ready-for-review';
  return (
    <Stack direction="row" spacing={1} onClick={(e) => e.stopPropagation()}>
      {waiting && (
        <Button
          variant="contained"
          color="success"
          size="small"
          disabled={busy}
          onClick={() => void send('approve')}
          data-testid="video-approve"
        >
          {translate('resources.videos-verification.decision.approve')}
        </Button>
      )}
      {waiting && (
        <Button variant="outlined" color="warning" size="small" disabled={busy} onClick={() => setOpen(true)} data-testid="video-reject">
          {translate('resources.videos-verification.decision.reject')}
        </Button>
      )}
      <Button variant="contained" color="error" size="small" disabled={busy} onClick={() => void send('hide')} data-testid="video-hide">
        {translate('resources.videos-verification.decision.hide')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)}>
        <DialogTitle>{translate('resources.videos-verification.decision.reasons')}</DialogTitle>
        <DialogContent>
          <Stack>
            {VIDEO_REJECTION_REASONS.map((code) => (
              <FormControlLabel
                key={code}
                control={
                  <Checkbox
                    checked={codes.includes(code)}
                    onChange={(e) => setCodes((list) => (e.target.checked ? [...list, code] : list.filter((c) => c !== code)))}
                  />
                }
                label={texts[code.slice('videos:'.length) as keyof typeof texts]}
              />
            ))}
            <TextField
              label={translate('resources.videos-verification.decision.own')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              multiline
              minRows={2}
              helperText={codes.length || reason.trim() ? ' ' : translate('resources.videos-verification.decision.need_reason')}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('resources.videos-verification.decision.cancel')}</Button>
          <Button
            color="warning"
            disabled={busy || (!codes.length && !reason.trim())}
            onClick={() => void send('reject', { reasonCodes: codes, ...(reason.trim() ? { reason: reason.trim() } : {}) })}
            data-testid="video-reject-confirm"
          >
            {translate('resources.videos-verification.decision.confirm_reject')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
};
