import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CONVERSATION_MODERATION_ACTIONS, REPORT_NOTE_MAX, type ConversationModerationAction } from '@anonse/contracts';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { httpClient } from '#admin/api/client';
import { ADMIN_API_URL } from '#admin/api/http';
import { canModerate, useRole } from '#admin/auth/permissions';
import type { ConversationRecord } from './types';

interface Pending {
  action: ConversationModerationAction;
  messageId?: string;
}

/** One action on the reported account, confirmed in a dialog with an optional note; the view is read again after it. */
function ActionDialog({ pending, onClose }: { pending: Pending | null; onClose: () => void }) {
  const record = useRecordContext<ConversationRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const label = pending ? translate(`resources.conversations.actions.${pending.action}`) : '';
  const submit = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await httpClient(`${ADMIN_API_URL}/conversations/${encodeURIComponent(record.id)}/actions`, {
        method: 'POST',
        headers: new Headers({ Accept: 'application/json', 'Content-Type': 'application/json' }),
        body: JSON.stringify({
          action: pending.action,
          ...(pending.messageId ? { messageId: pending.messageId } : {}),
          ...(note.trim() ? { note: note.trim() } : {}),
        }),
      });
      notify('resources.conversations.actions.done', { type: 'success' });
      setNote('');
      onClose();
    } catch (e) {
      const { status, body } = (e ?? {}) as { status?: number; body?: { message?: string; errors?: Record<string, string[]> } };
      if (status !== 401 && status !== 403)
        notify('resources.conversations.actions.failed', {
          type: 'error',
          messageArgs: { error: Object.values(body?.errors ?? {}).flat()[0] ?? body?.message ?? status ?? '' },
        });
    } finally {
      setBusy(false);
      refresh();
    }
  };
  return (
    <Dialog open={pending !== null} onClose={() => !busy && onClose()} aria-labelledby="conversation-action-title">
      <DialogTitle id="conversation-action-title">
        {translate('resources.conversations.actions.confirm_title', { action: label })}
      </DialogTitle>
      <DialogContent>
        <TextField
          fullWidth
          multiline
          minRows={2}
          sx={{ mt: 1 }}
          label={translate('resources.conversations.actions.note')}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          slotProps={{ htmlInput: { maxLength: REPORT_NOTE_MAX, 'data-testid': 'conversation-action-note' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" color="error" disabled={busy} onClick={() => void submit()} data-testid="conversation-action-confirm">
          {translate('resources.conversations.actions.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Warn, block the sender, ban: aimed at the reported account; moderators and administrators only (an auditor reads). */
export const ConversationActions = () => {
  const role = useRole();
  const translate = useTranslate();
  const [pending, setPending] = useState<Pending | null>(null);
  if (!canModerate(role)) return null;
  return (
    <>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', my: 1 }}
        role="group"
        aria-label={translate('resources.conversations.actions.label')}
      >
        {CONVERSATION_MODERATION_ACTIONS.filter((a) => a !== 'hide-message').map((action) => (
          <Button
            key={action}
            variant="outlined"
            color={action === 'ban' ? 'error' : 'primary'}
            size="small"
            onClick={() => setPending({ action })}
            data-testid={`conversation-action-${action}`}
          >
            {translate(`resources.conversations.actions.${action}`)}
          </Button>
        ))}
      </Stack>
      <ActionDialog pending={pending} onClose={() => setPending(null)} />
    </>
  );
};

/** "Hide message" beside one message of the window. */
export const HideMessageButton = ({ messageId }: { messageId: string }) => {
  const role = useRole();
  const translate = useTranslate();
  const [pending, setPending] = useState<Pending | null>(null);
  if (!canModerate(role)) return null;
  return (
    <>
      <Button size="small" onClick={() => setPending({ action: 'hide-message', messageId })} data-testid="conversation-hide-message">
        {translate('resources.conversations.actions.hide-message')}
      </Button>
      <ActionDialog pending={pending} onClose={() => setPending(null)} />
    </>
  );
};
