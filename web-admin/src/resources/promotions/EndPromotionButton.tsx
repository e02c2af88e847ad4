import { useState } from 'react';
import StopCircleIcon from '@mui/icons-material/StopCircle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Button, Confirm, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { httpClient } from '#admin/api/client';
import { ADMIN_API_URL } from '#admin/api/http';
import type { PromotionRecord } from './types';

/** Ends the promotion now with a pro rata refund, after a confirmation that asks for the reason. */
export const EndPromotionButton = () => {
  const record = useRecordContext<PromotionRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [reason, setReason] = useState('');
  if (!record) return null;
  const valid = reason.trim().length >= 3 && reason.length <= 500;

  const end = async () => {
    if (!valid) return;
    setPending(true);
    try {
      const { json } = await httpClient(`${ADMIN_API_URL}/promotions/${encodeURIComponent(record.adId)}/end`, {
        method: 'POST',
        body: JSON.stringify({ reason: reason.trim() }),
        headers: new Headers({ 'Idempotency-Key': `end-${record.adId}-${record.until}` }),
      });
      notify('resources.promotions.end.done', {
        type: 'success',
        messageArgs: { points: (json as { refundedPoints?: number }).refundedPoints ?? 0 },
      });
      setOpen(false);
      setReason('');
    } catch (e) {
      const { status, body } = (e ?? {}) as { status?: number; body?: { message?: string } };
      if (status === 409) notify('resources.promotions.end.already', { type: 'warning' });
      else if (status !== 401 && status !== 403)
        notify('resources.promotions.end.failed', { type: 'error', messageArgs: { error: body?.message ?? status ?? '' } });
      setOpen(false);
    } finally {
      setPending(false);
      refresh();
    }
  };

  return (
    <>
      <Button
        label="resources.promotions.end.action"
        color="error"
        disabled={pending}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        <StopCircleIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={pending || !valid}
        title="resources.promotions.end.title"
        translateOptions={{ title: record.adTitle ?? record.adId }}
        content={
          <>
            <Typography gutterBottom>{translate('resources.promotions.end.content')}</Typography>
            <TextField
              autoFocus
              fullWidth
              multiline
              minRows={2}
              label={translate('resources.promotions.end.reason')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              onClick={(e) => e.stopPropagation()}
              slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'promotion-end-reason' } }}
            />
          </>
        }
        onConfirm={() => void end()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
