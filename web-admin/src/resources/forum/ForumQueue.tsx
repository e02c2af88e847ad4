import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ForumQueueItem } from '@anonse/contracts';
import { useTranslate } from 'react-admin';
import { canModerate, useRole } from '#admin/auth/permissions';
import { usePolledJson } from '../dashboard/api';
import { forumApi, plainText } from './api';
import { ReasonDialog } from './ReasonDialog';
import { useForumAction } from './useForumAction';

/** Posts of new accounts waiting for a moderator, oldest first: approve publishes, reject needs a reason. */
export const ForumQueue = ({ openTopic }: { openTopic: (id: string) => void }) => {
  const translate = useTranslate();
  const moderator = canModerate(useRole());
  const { data, reload } = usePolledJson<ForumQueueItem[]>(forumApi('queue'));
  const { busy, act } = useForumAction(reload);
  const [rejecting, setRejecting] = useState<ForumQueueItem | null>(null);
  const label = (key: string) => translate(`resources.forum.${key}`);
  if (data && data.length === 0) return <Typography sx={{ p: 2 }}>{label('empty.queue')}</Typography>;
  return (
    <>
      <Table size="small" data-testid="forum-queue">
        <TableHead>
          <TableRow>
            <TableCell>{label('fields.topic')}</TableCell>
            <TableCell>{label('fields.author')}</TableCell>
            <TableCell>{label('fields.text')}</TableCell>
            <TableCell>{label('fields.created')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {(data ?? []).map((item) => (
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
                    <Button size="small" color="error" disabled={busy} onClick={() => setRejecting(item)} data-testid="forum-reject">
                      {label('actions.reject')}
                    </Button>
                  </Stack>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {rejecting && (
        <ReasonDialog
          title={label('dialogs.reject')}
          confirm={label('actions.reject')}
          onClose={() => setRejecting(null)}
          onConfirm={(reason) => {
            setRejecting(null);
            void act(`queue/${rejecting.topicId}/${rejecting.postId}/reject`, { reason });
          }}
        />
      )}
    </>
  );
};
