import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ForumQueueItem } from '@anonse/contracts';
import { canModerate, useRole } from '#admin/auth/permissions';
import { plainText } from './api';
import { ForumPostTable } from './ForumPostTable';

/** Posts of new accounts waiting for a moderator, oldest first: approve publishes, reject needs a reason. */
export const ForumQueue = ({ openTopic }: { openTopic: (id: string) => void }) => {
  const moderator = canModerate(useRole());
  return (
    <ForumPostTable<ForumQueueItem>
      source="queue"
      empty="empty.queue"
      testId="forum-queue"
      columns={['topic', 'author', 'text', 'created']}
      reasoned={{ title: 'dialogs.reject', confirm: 'actions.reject', path: (item) => `queue/${item.topicId}/${item.postId}/reject` }}
      row={(item, { busy, act, askReason, label }) => (
        <TableRow key={item.postId} data-testid="forum-queue-row">
          <TableCell>
            <Button size="small" onClick={() => openTopic(item.topicId)}>
              {item.topicTitle} #{item.number}
            </Button>
          </TableCell>
          <TableCell>{item.author.login ?? '—'}</TableCell>
          <TableCell sx={{ maxWidth: 420 }}>{plainText(item.html)}</TableCell>
          <TableCell>{new Date(item.createdAt).toLocaleString()}</TableCell>
          <TableCell>
            {moderator && (
              <Stack direction="row" spacing={1}>
                <Button
                  size="small"
                  variant="contained"
                  disabled={busy}
                  onClick={() => void act(`queue/${item.topicId}/${item.postId}/approve`)}
                  data-testid="forum-approve"
                >
                  {label('actions.approve')}
                </Button>
                <Button size="small" color="error" disabled={busy} onClick={() => askReason(item)} data-testid="forum-reject">
                  {label('actions.reject')}
                </Button>
              </Stack>
            )}
          </TableCell>
        </TableRow>
      )}
    />
  );
};
