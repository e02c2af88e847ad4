import { useState } from 'react';
import BlockIcon from '@mui/icons-material/Block';
import { Button, Confirm, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { httpClient } from '#admin/api/client';
import { ADMIN_API_URL } from '#admin/api/http';
import type { VoucherBatchRecord } from './types';

/** Revokes the batch after a confirmation; shown only while the batch still works. */
export const RevokeButton = () => {
  const record = useRecordContext<VoucherBatchRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  if (!record || record.status === 'revoked') return null;

  const revoke = async () => {
    setPending(true);
    try {
      await httpClient(`${ADMIN_API_URL}/vouchers/${encodeURIComponent(record.id)}/revoke`, { method: 'POST' });
      notify('resources.vouchers.revoke.done', { type: 'success' });
    } catch (e) {
      const { status, body } = (e ?? {}) as { status?: number; body?: { message?: string } };
      if (status === 409) notify('resources.vouchers.revoke.already', { type: 'warning' });
      else if (status !== 401 && status !== 403)
        notify('resources.vouchers.revoke.failed', { type: 'error', messageArgs: { error: body?.message ?? status ?? '' } });
    } finally {
      setPending(false);
      setOpen(false);
      refresh();
    }
  };

  return (
    <>
      <Button
        label="resources.vouchers.revoke.action"
        color="error"
        disabled={pending}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        <BlockIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title="resources.vouchers.revoke.title"
        translateOptions={{ label: record.label }}
        content="resources.vouchers.revoke.content"
        onConfirm={() => void revoke()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
