import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useCreate, useGetList, useNotify, useTranslate } from 'react-admin';
import type { AccountNoteDto } from '@anonse/contracts';
import { useIntlLocale } from '#admin/components/fields';
import { canModerate, useRole } from '#admin/auth/permissions';

export interface AccountNotesProps {
  accountId: string;
}

/**
 * An account's internal notes, newest first, with a box to add one (moderators and administrators; auditors
 * read). For the accounts show page: `<AccountNotes accountId={record.id} />`.
 */
export const AccountNotes = ({ accountId }: AccountNotesProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const locale = useIntlLocale();
  const role = useRole();
  const [text, setText] = useState('');
  const { data = [], refetch } = useGetList<AccountNoteDto>('notes', {
    filter: { accountId },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  const [create, { isPending }] = useCreate();
  const when = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  const add = () =>
    create(
      'notes',
      { data: { accountId, text: text.trim() } },
      {
        onSuccess: () => {
          setText('');
          notify('resources.notes.added', { type: 'success' });
          void refetch();
        },
        onError: (e) =>
          notify('resources.notes.failed', { type: 'error', messageArgs: { error: (e as { message?: string })?.message ?? '' } }),
      },
    );

  return (
    <Stack spacing={1} data-testid="account-notes">
      <Typography variant="h6">{translate('resources.notes.title')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('resources.notes.hint')}
      </Typography>
      {canModerate(role) && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (text.trim()) void add(); // create() reports a failure through onError
          }}
        >
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              fullWidth
              multiline
              minRows={2}
              label={translate('resources.notes.fields.text')}
              value={text}
              onChange={(e) => setText(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 4000, 'data-testid': 'account-note-text' } }}
            />
            <Button type="submit" variant="contained" disabled={isPending || !text.trim()} data-testid="account-note-add">
              {translate('resources.notes.add')}
            </Button>
          </Stack>
        </form>
      )}
      {data.length === 0 ? (
        <Typography color="text.secondary">{translate('resources.notes.empty')}</Typography>
      ) : (
        <List dense>
          {data.map((note) => (
            <ListItem key={note.id} divider alignItems="flex-start">
              <ListItemText
                primary={<span style={{ whiteSpace: 'pre-wrap' }}>{note.text}</span>}
                secondary={`${note.authorLogin ?? translate('resources.notes.deleted_author')} · ${when(note.createdAt)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
};
