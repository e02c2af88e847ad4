import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLocaleState, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { articleAction, errorMessage, type ArticleAction } from './articles-api';
import { ArticleStatusChip } from './StatusChip';
import type { ArticleRecord } from './types';

/** `YYYY-MM-DDTHH:mm:ss` in the browser's time zone, as a datetime-local input with one-second steps holds it. */
const localInputValue = (date: Date) => new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 19);

/** Publish now, schedule for a time, or take down; each sends the revision on screen (a stale one is refused). */
export const PublishingActions = () => {
  const record = useRecordContext<ArticleRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [locale] = useLocaleState();
  const [when, setWhen] = useState(() => localInputValue(new Date(Date.now() + 3_600_000)));
  const [pending, setPending] = useState(false);
  if (!record) return null;

  const run = async (action: ArticleAction) => {
    setPending(true);
    try {
      const body = action === 'schedule' ? { publishAt: new Date(when).toISOString() } : undefined;
      await articleAction(record.id, action, record.revision, body);
      notify(`resources.articles.actions.${action}_done`, { type: 'success' });
    } catch (e) {
      const { status, message } = errorMessage(e);
      if (status === 409) notify('resources.articles.stale', { type: 'warning', autoHideDuration: 10_000 });
      else if (status !== 401) notify('resources.articles.failed', { type: 'error', messageArgs: { error: message || status || '' } });
    } finally {
      setPending(false);
      refresh();
    }
  };

  const fmt = (iso: string) => new Date(iso).toLocaleString(locale === 'en' ? 'en-GB' : 'pl-PL');
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, p: 2, borderBottom: 1, borderColor: 'divider' }}
      data-testid="publishing-actions"
    >
      <ArticleStatusChip record={record} />
      {record.status === 'scheduled' && record.publishAt && (
        <Typography variant="body2">{translate('resources.articles.scheduled_for', { when: fmt(record.publishAt) })}</Typography>
      )}
      {record.publishedAt && (
        <Typography variant="body2">{translate('resources.articles.published_at', { when: fmt(record.publishedAt) })}</Typography>
      )}
      <Box sx={{ flex: 1 }} />
      {record.status !== 'published' && (
        <>
          <TextField
            type="datetime-local"
            size="small"
            label={translate('resources.articles.fields.publishAt')}
            value={when}
            onChange={(e) => setWhen(e.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'schedule-at', step: 1 } }}
          />
          <Button variant="outlined" disabled={pending || !when} onClick={() => void run('schedule')} data-testid="schedule-button">
            {translate('resources.articles.actions.schedule')}
          </Button>
          <Button variant="contained" disabled={pending} onClick={() => void run('publish')} data-testid="publish-button">
            {translate('resources.articles.actions.publish')}
          </Button>
        </>
      )}
      {(record.status === 'published' || record.status === 'scheduled') && (
        <Button color="warning" disabled={pending} onClick={() => void run('unpublish')} data-testid="unpublish-button">
          {translate(record.status === 'scheduled' ? 'resources.articles.actions.cancel_schedule' : 'resources.articles.actions.unpublish')}
        </Button>
      )}
      <Button size="small" href={record.href} target="_blank" rel="noopener">
        {translate('resources.articles.actions.view')}
      </Button>
    </Box>
  );
};
