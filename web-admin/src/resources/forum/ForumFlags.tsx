import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ForumFlaggedPost } from '@anonse/contracts';
import { canModerate, useRole } from '#admin/auth/permissions';
import { plainText } from './api';
import { ForumPostTable } from './ForumPostTable';

/** Flagged posts, urgent ones (underage, coercion) first: hide or show again, and the topic's history a click away. */
export const ForumFlags = ({ openTopic }: { openTopic: (id: string) => void }) => {
  const moderator = canModerate(useRole());
  return (
    <ForumPostTable<ForumFlaggedPost>
      source="flags"
      empty="empty.flags"
      testId="forum-flags"
      columns={['topic', 'author', 'text', 'reasons', 'state']}
      reasoned={{ title: 'dialogs.hide', confirm: 'actions.hide', path: (post) => `topics/${post.topicId}/posts/${post.postId}/hide` }}
      row={(post, { busy, act, askReason, label }) => (
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
                    <Button size="small" color="error" disabled={busy} onClick={() => askReason(post)} data-testid="forum-hide">
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
      )}
    />
  );
};
