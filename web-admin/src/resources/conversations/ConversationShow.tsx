import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { REPORT_WINDOW_AFTER, REPORT_WINDOW_BEFORE } from '@anonse/contracts';
import { FunctionField, Show, SimpleShowLayout, useRecordContext, useTranslate } from 'react-admin';
import { useIntlLocale } from '#admin/components/fields';
import { ADMIN_API_URL } from '#admin/api/http';
import { ConversationActions, HideMessageButton } from './ConversationActions';
import type { ConversationRecord } from './types';

const useDate = () => {
  const intl = useIntlLocale();
  return (iso: string) => new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
};

const useNames = (record: ConversationRecord | undefined) => {
  const names = new Map((record?.participants ?? []).map((p) => [p.id, p.displayName]));
  return (id: string) => names.get(id) ?? id;
};

/** Each report: who reported whom, why, when, and their note. */
const Reports = () => {
  const record = useRecordContext<ConversationRecord>();
  const translate = useTranslate();
  const date = useDate();
  const name = useNames(record);
  if (!record) return null;
  return (
    <Box component="section" aria-labelledby="conversation-reports-title" data-testid="conversation-reports">
      <Typography id="conversation-reports-title" variant="h6" component="h2">
        {translate('resources.conversations.reports.title')}
      </Typography>
      {(record.reports ?? []).map((r) => (
        <Paper key={r.id} variant="outlined" sx={{ p: 1.5, my: 1, maxWidth: 720 }} data-testid="conversation-report">
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            <Chip
              size="small"
              color={r.reason === 'underage' || r.reason === 'coercion' ? 'error' : 'warning'}
              label={translate(`resources.conversations.reasons.${r.reason}`)}
            />
            <Typography variant="body2">
              {translate('resources.conversations.reports.by', {
                reporter: name(r.reporterId),
                reported: name(r.reportedId),
                date: date(r.reportedAt),
              })}
            </Typography>
          </Stack>
          {r.note && (
            <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
              {translate('resources.conversations.reports.note', { note: r.note })}
            </Typography>
          )}
        </Paper>
      ))}
    </Box>
  );
};

/** The messages around the reports, oldest first, as plain text; the reported ones marked. */
const MessageWindow = () => {
  const record = useRecordContext<ConversationRecord>();
  const translate = useTranslate();
  const date = useDate();
  const name = useNames(record);
  if (!record) return null;
  const reported = new Set((record.reports ?? []).map((r) => r.messageId).filter(Boolean));
  const messages = [...(record.messages ?? [])].sort((a, b) => a.seq - b.seq);
  return (
    <Box component="section" aria-labelledby="conversation-window-title" sx={{ mt: 2 }} data-testid="conversation-window">
      <Typography id="conversation-window-title" variant="h6" component="h2">
        {translate('resources.conversations.window.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('resources.conversations.window.intro', { before: REPORT_WINDOW_BEFORE, after: REPORT_WINDOW_AFTER })}
      </Typography>
      {messages.length === 0 && <Typography color="text.secondary">{translate('resources.conversations.window.empty')}</Typography>}
      {messages.map((m) => {
        const flags = [...m.flags.contact, ...m.flags.scam];
        return (
          <Paper
            key={m.id}
            variant="outlined"
            sx={{ p: 1.5, my: 1, maxWidth: 720, borderColor: reported.has(m.id) ? 'error.main' : undefined }}
            data-testid="conversation-message"
            data-id={m.id}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
              <Typography variant="caption" color="text.secondary">
                #{m.seq} · {name(m.senderId)} · {date(m.sentAt)}
              </Typography>
              {reported.has(m.id) && <Chip size="small" color="error" label={translate('resources.conversations.window.reported')} />}
              {m.hidden && <Chip size="small" label={translate('resources.conversations.window.hidden')} />}
              {m.deleted && <Chip size="small" label={translate('resources.conversations.window.deleted')} />}
              {flags.length > 0 && (
                <Chip size="small" color="warning" label={translate('resources.conversations.window.flags', { flags: flags.join(', ') })} />
              )}
            </Stack>
            {m.text !== null && <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.text}</Typography>}
            {m.photos.length > 0 && (
              <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }} useFlexGap data-testid="conversation-message-photos">
                {m.photos.map((photoId, i) => {
                  // Served only while the message lies in a report's window, as its text; never cached.
                  const url = `${ADMIN_API_URL}/conversations/${encodeURIComponent(record.id)}/photos/${encodeURIComponent(photoId)}`;
                  return (
                    <a key={photoId} href={url} target="_blank" rel="noopener noreferrer">
                      <img
                        src={`${url}?size=thumb`}
                        alt={translate('resources.conversations.window.photo', { n: i + 1, of: m.photos.length, sender: name(m.senderId) })}
                        style={{ width: 120, height: 120, objectFit: 'cover', borderRadius: 6 }}
                        referrerPolicy="no-referrer"
                        loading="lazy"
                      />
                    </a>
                  );
                })}
              </Stack>
            )}
            {!m.hidden && !m.deleted && <HideMessageButton messageId={m.id} />}
          </Paper>
        );
      })}
    </Box>
  );
};

/** What staff did about it, oldest first. */
const History = () => {
  const record = useRecordContext<ConversationRecord>();
  const translate = useTranslate();
  const date = useDate();
  if (!record) return null;
  return (
    <Box component="section" aria-labelledby="conversation-history-title" sx={{ mt: 2 }} data-testid="conversation-history">
      <Typography id="conversation-history-title" variant="h6" component="h2">
        {translate('resources.conversations.history.title')}
      </Typography>
      {(record.actions ?? []).length === 0 && (
        <Typography color="text.secondary">{translate('resources.conversations.history.empty')}</Typography>
      )}
      {(record.actions ?? []).map((a) => (
        <Typography key={`${a.at}-${a.action}`} variant="body2">
          {translate('resources.conversations.history.line', {
            action: translate(`resources.conversations.actions.${a.action}`),
            date: date(a.at),
          })}
        </Typography>
      ))}
    </Box>
  );
};

/**
 * One reported conversation: who, about which ad, the reports, the message window and the actions. react-admin first
 * renders the list's row (no reports, messages or actions) while the whole record loads, hence the empty defaults.
 */
const ConversationShow = () => {
  const translate = useTranslate();
  return (
    <Show>
      <SimpleShowLayout>
        <FunctionField<ConversationRecord> source="status" render={(r) => translate(`resources.conversations.status.${r.status}`)} />
        <FunctionField<ConversationRecord>
          source="participants"
          render={(r) => (r.participants ?? []).map((p) => p.displayName).join(' · ')}
        />
        <FunctionField<ConversationRecord> source="ad" render={(r) => r.ad?.title ?? '—'} />
        <ConversationActions />
        <Divider />
        <Reports />
        <MessageWindow />
        <History />
      </SimpleShowLayout>
    </Show>
  );
};

export default ConversationShow;
