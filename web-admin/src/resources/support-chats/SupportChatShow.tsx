import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import ReplayIcon from '@mui/icons-material/Replay';
import SendIcon from '@mui/icons-material/Send';
import { ROLES, SUPPORT_CANNED_REPLIES, SUPPORT_CHAT_NOTE_MAX, SUPPORT_CHAT_TEXT_MAX } from '@anonse/contracts';
import { Show, SimpleShowLayout, useGetIdentity, useGetList, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { httpClient } from '#admin/api/client';
import { ADMIN_API_URL } from '#admin/api/http';
import { canModerate, useRole } from '#admin/auth/permissions';
import { ClaimBanner } from '#admin/components/ClaimBanner';
import { useIntlLocale } from '#admin/components/fields';
import { useSupportLive } from '../support/useSupportLive';
import type { SupportChatRecord } from './types';

const T = 'resources.support-chats';

/** Milliseconds as people read a wait: seconds, minutes or hours. */
export function formatWait(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < 60_000) return `${Math.round(ms / 1000)} s`;
  if (ms < 3_600_000) return `${Math.round(ms / 60_000)} min`;
  return `${(ms / 3_600_000).toFixed(1)} h`;
}

/** One change of the chat, based on the revision the moderator saw (If-Match where it matters): a stale one is told, then refreshed. */
function useChatChange() {
  const record = useRecordContext<SupportChatRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const run = async (method: 'POST' | 'PUT', path: string, body: unknown, done: string, ifMatch = true): Promise<boolean> => {
    if (!record) return false;
    setBusy(true);
    try {
      const headers = new Headers({ Accept: 'application/json', 'Content-Type': 'application/json' });
      if (ifMatch) headers.set('If-Match', `"${record.revision}"`);
      await httpClient(`${ADMIN_API_URL}/support-chats/${encodeURIComponent(String(record.id))}${path}`, {
        method,
        headers,
        body: JSON.stringify(body),
      });
      notify(done, { type: 'success' });
      return true;
    } catch (e) {
      const { status, body: answer } = (e ?? {}) as { status?: number; body?: { message?: string; errors?: Record<string, string[]> } };
      if (status === 409) notify(`${T}.actions.stale`, { type: 'warning', autoHideDuration: 10_000 });
      else if (status !== 401 && status !== 403)
        notify(`${T}.actions.failed`, {
          type: 'error',
          messageArgs: { error: Object.values(answer?.errors ?? {}).flat()[0] ?? answer?.message ?? status ?? '' },
        });
      return false;
    } finally {
      setBusy(false);
      refresh();
    }
  };
  return { record, busy, run };
}

const Header = () => {
  const record = useRecordContext<SupportChatRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Typography variant="h6" component="h2">
        {record.login ?? translate(`${T}.deleted`)}
      </Typography>
      <Chip size="small" color={record.status === 'open' ? 'warning' : 'default'} label={translate(`${T}.status.${record.status}`)} />
      {record.unanswered && record.status === 'open' && <Chip size="small" color="error" label={translate(`${T}.unanswered`)} />}
      <Chip size="small" label={record.locale.toUpperCase()} />
      <Typography variant="body2" color="text.secondary" data-testid="support-chat-first-response">
        {translate(`${T}.fields.firstResponseMs`)}: {formatWait(record.firstResponseMs)}
      </Typography>
      <Typography variant="body2" color="text.secondary" data-testid="support-chat-assignee">
        {translate(`${T}.fields.assigneeLogin`)}: {record.assigneeLogin ?? translate(`${T}.nobody`)}
      </Typography>
    </Stack>
  );
};

/** Staff who can answer a chat (moderators and administrators), for the assignment menu. */
const STAFF_LIST = { pagination: { page: 1, perPage: 100 }, sort: { field: 'login', order: 'ASC' as const } };
function useAnsweringStaff(): { id: string; login: string }[] {
  const moderators = useGetList<{ id: string; login: string }>('accounts', { ...STAFF_LIST, filter: { role: ROLES.moderator } });
  const administrators = useGetList<{ id: string; login: string }>('accounts', { ...STAFF_LIST, filter: { role: ROLES.administrator } });
  return [...(moderators.data ?? []), ...(administrators.data ?? [])].sort((a, b) => a.login.localeCompare(b.login));
}

const Actions = () => {
  const { record, busy, run } = useChatChange();
  const role = useRole();
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const staff = useAnsweringStaff();
  if (!record || !canModerate(role)) return null;
  const next = record.status === 'open' ? 'handled' : 'open';
  const mine = identity && record.assigneeId === String(identity.id);
  const assign = (assigneeId: string | null) => void run('PUT', '/assignee', { assigneeId }, `${T}.actions.done`);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', my: 1 }}>
      <Button
        size="small"
        variant="outlined"
        disabled={busy || !identity}
        onClick={() => assign(mine ? null : String(identity!.id))}
        data-testid={mine ? 'support-chat-unassign' : 'support-chat-assign-me'}
      >
        {translate(mine ? `${T}.actions.unassign` : `${T}.actions.assign_me`)}
      </Button>
      <TextField
        select
        size="small"
        sx={{ minWidth: 200 }}
        label={translate(`${T}.actions.assign_to`)}
        value={record.assigneeId ?? ''}
        disabled={busy || staff.length === 0}
        onChange={(event) => assign(event.target.value === '' ? null : event.target.value)}
        slotProps={{ htmlInput: { 'data-testid': 'support-chat-assignee-select' } }}
      >
        <MenuItem value="">{translate(`${T}.nobody`)}</MenuItem>
        {record.assigneeId && !staff.some((s) => s.id === record.assigneeId) && (
          <MenuItem value={record.assigneeId}>{record.assigneeLogin ?? record.assigneeId}</MenuItem>
        )}
        {staff.map((s) => (
          <MenuItem key={s.id} value={s.id}>
            {s.login}
          </MenuItem>
        ))}
      </TextField>
      <Button
        size="small"
        variant={next === 'handled' ? 'contained' : 'outlined'}
        disabled={busy}
        startIcon={next === 'handled' ? <CheckIcon /> : <ReplayIcon />}
        onClick={() => void run('PUT', '/status', { status: next }, `${T}.actions.done`)}
        data-testid={next === 'handled' ? 'support-chat-mark-handled' : 'support-chat-reopen'}
      >
        {translate(next === 'handled' ? `${T}.actions.handled` : `${T}.actions.reopen`)}
      </Button>
    </Stack>
  );
};

const Thread = () => {
  const record = useRecordContext<SupportChatRecord>();
  const translate = useTranslate();
  const intl = useIntlLocale();
  if (!record) return null;
  const time = new Intl.DateTimeFormat(intl, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <Box component="section" aria-label={translate(`${T}.thread`)} data-testid="support-chat-thread" sx={{ maxWidth: 760 }}>
      <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {(record.messages ?? []).map((m) => (
          <Box
            component="li"
            key={m.id}
            data-testid="support-chat-admin-message"
            data-author={m.author}
            sx={{ display: 'flex', justifyContent: m.author === 'staff' ? 'flex-end' : 'flex-start' }}
          >
            <Paper variant="outlined" sx={{ p: 1.5, maxWidth: '80%', bgcolor: m.author === 'staff' ? 'action.hover' : undefined }}>
              <Typography variant="caption" color="text.secondary">
                {m.author === 'staff' ? (m.staffLogin ?? translate(`${T}.staff`)) : (record.login ?? translate(`${T}.person`))} ·{' '}
                {time.format(new Date(m.sentAt))}
                {m.delivery === 'email' && ` · ${translate(`${T}.emailed`)}`}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.text}</Typography>
            </Paper>
          </Box>
        ))}
      </Stack>
    </Box>
  );
};

/** The answer box, with the canned replies in the chat's language to start from. */
const Reply = () => {
  const { record, busy, run } = useChatChange();
  const role = useRole();
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [cannedId, setCannedId] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!record || !canModerate(role)) return null;
  return (
    <Box
      component="form"
      sx={{ mt: 2, maxWidth: 760, display: 'grid', gap: 1 }}
      data-testid="support-chat-reply-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (!text.trim()) return setError(translate(`${T}.reply.empty`));
        setError(null);
        // Answers go in without If-Match: the person may have written meanwhile, and that must not refuse an answer.
        void run('POST', '/messages', { text, ...(cannedId ? { cannedId } : {}) }, `${T}.reply.sent`, false).then((sent) => {
          if (!sent) return;
          setText('');
          setCannedId('');
        });
      }}
    >
      <TextField
        select
        size="small"
        label={translate(`${T}.reply.canned`)}
        value={cannedId}
        sx={{ maxWidth: 320 }}
        onChange={(e) => {
          const canned = SUPPORT_CANNED_REPLIES.find((r) => r.id === e.target.value);
          setCannedId(canned?.id ?? '');
          if (canned) setText(canned.text[record.locale]);
        }}
        slotProps={{ htmlInput: { 'data-testid': 'support-chat-canned' } }}
      >
        {SUPPORT_CANNED_REPLIES.map((r) => (
          <MenuItem key={r.id} value={r.id}>
            {r.label[record.locale]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        fullWidth
        multiline
        minRows={3}
        label={translate(`${T}.reply.label`)}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={error !== null}
        helperText={error ?? ' '}
        slotProps={{ htmlInput: { maxLength: SUPPORT_CHAT_TEXT_MAX, 'data-testid': 'support-chat-reply-text' } }}
      />
      <Box>
        <Button
          type="submit"
          variant="contained"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <SendIcon />}
          data-testid="support-chat-reply-send"
        >
          {translate(`${T}.reply.send`)}
        </Button>
      </Box>
    </Box>
  );
};

const Notes = () => {
  const { record, busy, run } = useChatChange();
  const role = useRole();
  const translate = useTranslate();
  const intl = useIntlLocale();
  const [text, setText] = useState('');
  if (!record) return null;
  const time = new Intl.DateTimeFormat(intl, { dateStyle: 'short', timeStyle: 'short' });
  const notes = record.notes ?? [];
  return (
    <Box component="section" aria-labelledby="support-chat-notes-title" sx={{ maxWidth: 760 }} data-testid="support-chat-notes">
      <Typography id="support-chat-notes-title" variant="subtitle1" component="h2">
        {translate(`${T}.notes.title`)}
      </Typography>
      {notes.length === 0 && <Typography color="text.secondary">{translate(`${T}.notes.empty`)}</Typography>}
      {notes.map((n) => (
        <Typography key={n.id} sx={{ whiteSpace: 'pre-wrap' }} data-testid="support-chat-note">
          <Typography component="span" variant="caption" color="text.secondary">
            {n.staffLogin ?? '—'}, {time.format(new Date(n.addedAt))}:{' '}
          </Typography>
          {n.text}
        </Typography>
      ))}
      {canModerate(role) && (
        <Box
          component="form"
          sx={{ display: 'flex', gap: 1, mt: 1, alignItems: 'flex-start' }}
          onSubmit={(e) => {
            e.preventDefault();
            if (!text.trim()) return;
            void run('POST', '/notes', { text }, `${T}.notes.added`, false).then((added) => added && setText(''));
          }}
        >
          <TextField
            size="small"
            fullWidth
            label={translate(`${T}.notes.label`)}
            value={text}
            onChange={(e) => setText(e.target.value)}
            slotProps={{ htmlInput: { maxLength: SUPPORT_CHAT_NOTE_MAX, 'data-testid': 'support-chat-note-text' } }}
          />
          <Button type="submit" variant="outlined" disabled={busy} data-testid="support-chat-note-add">
            {translate(`${T}.notes.add`)}
          </Button>
        </Box>
      )}
    </Box>
  );
};

const Claim = () => {
  const record = useRecordContext<SupportChatRecord>();
  return record ? <ClaimBanner itemType="support-chat" itemId={String(record.id)} /> : null;
};

/**
 * A live view: a change of this chat, or a reconnection (something may have been missed), reads it again; changes of
 * other chats do not (each reading is an entry of the data access log).
 */
const Live = () => {
  const refresh = useRefresh();
  const record = useRecordContext<SupportChatRecord>();
  const id = record ? String(record.id) : null;
  useSupportLive((chatId) => {
    if (chatId === null || chatId === id) refresh();
  });
  return null;
};

/** One chat: who, its state, the conversation, the answer box with canned replies, notes, assignment and handled / reopen. */
const SupportChatShow = () => (
  <Show>
    <SimpleShowLayout>
      <Live />
      <Claim />
      <Header />
      <Actions />
      <Divider />
      <Thread />
      <Reply />
      <Divider />
      <Notes />
    </SimpleShowLayout>
  </Show>
);

export default SupportChatShow;
