import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FunctionField, Show, SimpleShowLayout, TextField, useRecordContext, useTranslate } from 'react-admin';
import { LocalDateField, useIntlLocale } from '#admin/components/fields';
import { SupportReplyForm, SupportStatusButtons } from './SupportActions';
import { SupportStatusChips, useSubjectName } from './SupportChips';
import type { SupportRecord } from './types';

/** The staff's replies, oldest first. */
const Thread = () => {
  const record = useRecordContext<SupportRecord>();
  const translate = useTranslate();
  const intl = useIntlLocale();
  if (!record) return null;
  const replies = record.replies ?? [];
  return (
    <Box component="section" aria-labelledby="support-thread-title" sx={{ mt: 2 }} data-testid="support-thread">
      <Typography id="support-thread-title" variant="h6" component="h2">
        {translate('resources.support.thread.title')}
      </Typography>
      {replies.length === 0 && <Typography color="text.secondary">{translate('resources.support.thread.empty')}</Typography>}
      {replies.map((reply) => (
        <Paper key={reply.id} variant="outlined" sx={{ p: 2, my: 1, maxWidth: 720 }} data-testid="support-reply">
          <Typography variant="caption" color="text.secondary">
            {translate('resources.support.thread.by', {
              login: reply.staffLogin ?? translate('resources.support.thread.unknown_staff'),
              date: new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(reply.sentAt)),
            })}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{reply.text}</Typography>
        </Paper>
      ))}
    </Box>
  );
};

/** One message: who wrote about what, their words, the thread, the reply form and handled / reopen / delete. */
const SupportShow = () => {
  const translate = useTranslate();
  const subjectName = useSubjectName();
  return (
    <Show>
      <SimpleShowLayout>
        <FunctionField<SupportRecord> source="status" render={(r) => <SupportStatusChips record={r} />} />
        <FunctionField<SupportRecord> source="subject" render={(r) => subjectName(r.subject)} />
        <FunctionField<SupportRecord> source="name" render={(r) => r.name ?? translate('resources.support.anonymous_name')} />
        <FunctionField<SupportRecord> source="email" render={(r) => <a href={`mailto:${r.email}`}>{r.email}</a>} />
        <FunctionField<SupportRecord> source="accountId" render={(r) => r.accountId ?? translate('resources.support.guest')} />
        <FunctionField<SupportRecord> source="locale" render={(r) => r.locale.toUpperCase()} />
        <LocalDateField source="receivedAt" showTime />
        <LocalDateField source="handledAt" showTime emptyText="—" />
        <TextField source="message" sx={{ whiteSpace: 'pre-wrap' }} data-testid="support-message" />
        <SupportStatusButtons />
        <Divider />
        <Thread />
        <SupportReplyForm />
      </SimpleShowLayout>
    </Show>
  );
};

export default SupportShow;
