import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ForumFlaggedPost } from '@anonse/contracts';
import { useTranslate } from 'react-admin';
import { canModerate, useRole } from '#admin/auth/permissions';
import { usePolledJson } from '../dashboard/api';
import { forumApi, plainText } from './api';
import { ReasonDialog } from './ReasonDialog';
import { useForumAction } from './useForumAction';

/** Flagged posts, urgent ones (underage, coercion) first: hide or show again, and the topic's history a click away. */
export const ForumFlags = ({ openTopic }: { openTopic: (id: string) => void }) => {
  const translate = useTranslate();
  const moderator = canModerate(useRole());
  const { data, reload } = usePolledJson<ForumFlaggedPost[]>(forumApi('flags'));
  const { busy, act } = useForumAction(reload);
  const [hiding, setHiding] = useState<ForumFlaggedPost | null>(null);
  const label = (key: string) => translate(`resources.forum.${key}`);
  if (data && data.length === 0) return <Typography sx={{ p: 2 }}>{label('empty.flags')}</Typography>;
  return (
    <>
      <Table size="small" data-testid="forum-flags">
        <TableHead>
          <TableRow>
            <TableCell>{label('fields.topic')}</TableCell>
            <TableCell>{label('fields.author')}</TableCell>
            <TableCell>{label('fields.text')}</TableCell>
            <TableCell>{label('fields.reasons')}</TableCell>
            <TableCell>{label('fields.state')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {(data ?? []).map((post) => (
            <TableRow
              key={post.postId}
              data-testid="forum-flag-row"
              sx={post.severity === 'urgent' ? { backgroundColor: 'rgba(211, 47, 47, 0.08)' } : {}}
            >
              <TableCell>
                {post.severity === 'urgent' && <Chip size="small" color="error" label={label('states.urgent')} sx={{ mr: 1 }} />}
                {post.topicTitle} #{post.number}
              </TableCell>
              <TableCell>{post.author.login ?? '—'}</TableCell>
              <TableCell sx={{ maxWidth: 360 }}>{plainText(post.html)}</TableCell>
              <TableCell>
                {post.flags.map((f, i) => (
                  <div key={i} title={f.note}>
                    {label(`reasons.${f.reason}`)}
                    {f.trusted ? ` (${label('states.trusted')})` : ''}
                    {f.note ? `: ${f.note}` : ''}
                  </div>
                ))}
              </TableCell>
              <TableCell>{label(post.hidden ? 'states.hidden' : 'states.visible')}</TableCell>
              <TableCell>
                <Stack direction="row" spacing={1}>
                  {moderator &&
                    (post.hidden ? (
                      <Button size="small" disabled={busy} onClick={() => void act(`topics/${post.topicId}/posts/${post.postId}/unhide`)}>
                        {label('actions.unhide')}
                      </Button>
                    ) : (
                      post.number > 1 && (
                        <Button size="small" color="error" disabled={busy} onClick={() => setHiding(post)} data-testid="forum-hide">
                          {label('actions.hide')}
                        </Button>
                      )
                    ))}
                  <Button size="small" onClick={() => openTopic(post.topicId)}>
                    {label('actions.history')}
                  </Button>
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {hiding && (
        <ReasonDialog
          title={label('dialogs.hide')}
          confirm={label('actions.hide')}
          onClose={() => setHiding(null)}
          onConfirm={(reason) => {
            setHiding(null);
            void act(`topics/${hiding.topicId}/posts/${hiding.postId}/hide`, { reason });
          }}
        />
      )}
    </>
  );
};
