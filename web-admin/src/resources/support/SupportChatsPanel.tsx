import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link, useBasename, useGetList, useTranslate } from 'react-admin';
import { useIntlLocale } from '#admin/components/fields';
import type { SupportChatRecord } from '../support-chats/types';
import { useSupportLive } from './useSupportLive';

const T = 'resources.support-chats';
/** Chats listed at first, and added by each "show more". */
const PAGE = 25;

/**
 * The inbox's chats, above its contact messages (one inbox at /admin/support/): open ones first, the ones waiting
 * for an answer marked, 25 at a time; kept current by the live channel.
 */
export const SupportChatsPanel = () => {
  const translate = useTranslate();
  const base = useBasename();
  const intl = useIntlLocale();
  const [shown, setShown] = useState(PAGE);
  const { data, total, refetch, isPending } = useGetList<SupportChatRecord>('support-chats', {
    pagination: { page: 1, perPage: shown },
    sort: { field: 'lastMessageAt', order: 'DESC' },
  });
  useSupportLive(() => void refetch());
  // The API answers at most 1,000 rows a page (ListRange).
  const more = Math.min(PAGE, (total ?? 0) - (data?.length ?? 0), 1000 - shown);
  const time = new Intl.DateTimeFormat(intl, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <Box component="section" aria-labelledby="support-chats-title" sx={{ mt: 2 }} data-testid="support-chats">
      <Typography id="support-chats-title" variant="h6" component="h2">
        {translate(`${T}.title`)}
      </Typography>
      {!isPending && !data?.length && <Typography color="text.secondary">{translate(`${T}.empty`)}</Typography>}
      <List dense>
        {(data ?? []).map((chat) => (
          <ListItemButton
            key={chat.id}
            component={Link}
            to={`${base}/support-chats/${encodeURIComponent(String(chat.id))}/show`}
            data-testid="support-chat-row"
            data-chat-id={chat.id}
          >
            <Chip
              size="small"
              sx={{ mr: 1 }}
              color={chat.status === 'open' ? (chat.unanswered ? 'error' : 'warning') : 'default'}
              label={chat.status === 'open' && chat.unanswered ? translate(`${T}.unanswered`) : translate(`${T}.status.${chat.status}`)}
            />
            <ListItemText
              primary={chat.login ?? translate(`${T}.deleted`)}
              secondary={`${translate(`${T}.fields.lastMessageAt`)}: ${time.format(new Date(chat.lastMessageAt))} · ${translate(
                `${T}.fields.assigneeLogin`,
              )}: ${chat.assigneeLogin ?? translate(`${T}.nobody`)}`}
            />
          </ListItemButton>
        ))}
      </List>
      {more > 0 && (
        <Button size="small" onClick={() => setShown((n) => n + PAGE)} data-testid="support-chats-more">
          {translate(`${T}.more`, { count: more })}
        </Button>
      )}
    </Box>
  );
};
