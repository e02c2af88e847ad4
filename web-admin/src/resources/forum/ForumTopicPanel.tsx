import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ForumCategoryDto, ForumTopicDto } from '@anonse/contracts';
import { useTranslate } from 'react-admin';
import { canModerate, useRole } from '#admin/auth/permissions';
import { isUuid } from '../audit/api';
import { AuditTimeline } from '../audit/AuditTimeline';
import { usePolledJson } from '../dashboard/api';
import { forumApi, plainText } from './api';
import { ReasonDialog } from './ReasonDialog';
import { useForumAction } from './useForumAction';

/** One topic: its state, staff's hand on it (lock, pin, move, merge) and its moderation history (the audit timeline). */
export const ForumTopicPanel = ({ topicId, openTopic }: { topicId: string; openTopic: (id: string) => void }) => {
  const translate = useTranslate();
  const label = (key: string, values?: Record<string, string>) => translate(`resources.forum.${key}`, values);
  const moderator = canModerate(useRole());
  const [draft, setDraft] = useState(topicId);
  const [target, setTarget] = useState('');
  const [into, setInto] = useState('');
  const [hiding, setHiding] = useState<string | null>(null);
  const opened = isUuid(topicId);
  const { data, errorStatus, reload } = usePolledJson<ForumTopicDto>(opened ? forumApi(`topics/${topicId}`) : null);
  const { data: categories } = usePolledJson<ForumCategoryDto[]>(forumApi('categories'));
  const { busy, act } = useForumAction(reload);
  const topic = opened ? data?.topic : undefined;
  const posts = opened ? (data?.posts ?? []) : [];
  const action = (name: 'lock' | 'unlock' | 'pin' | 'unpin') => (
    <Button
      size="small"
      variant="outlined"
      disabled={busy}
      onClick={() => void act(`topics/${topicId}/${name}`)}
      data-testid={`forum-${name}`}
    >
      {label(`actions.${name}`)}
    </Button>
  );

  return (
    <Box sx={{ p: 2 }}>
      <Box
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          if (isUuid(draft)) openTopic(draft.trim());
        }}
        sx={{ display: 'flex', gap: 2, mb: 2 }}
      >
        <TextField
          size="small"
          label={label('topic.id')}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          sx={{ minWidth: 380 }}
          slotProps={{ htmlInput: { 'data-testid': 'forum-topic-id' } }}
        />
        <Button type="submit" variant="contained" disabled={!isUuid(draft)}>
          {label('actions.open')}
        </Button>
      </Box>
      {opened && errorStatus === 404 && <Alert severity="info">{label('topic.not_found')}</Alert>}
      {topic && (
        <>
          <Typography variant="h6" component="h2" data-testid="forum-topic-title">
            {topic.title}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ my: 1, flexWrap: 'wrap' }}>
            <Chip size="small" label={label('topic.category', { name: topic.category.name })} />
            {topic.locked && <Chip size="small" color="warning" label={label('states.locked')} />}
            {topic.pinned && <Chip size="small" color="info" label={label('states.pinned')} />}
            <Chip size="small" variant="outlined" label={`/${topic.slug}/`} />
          </Stack>
          {moderator && (
            <Stack spacing={2} sx={{ my: 2 }}>
              <Stack direction="row" spacing={1}>
                {topic.locked ? action('unlock') : action('lock')}
                {topic.pinned ? action('unpin') : action('pin')}
              </Stack>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <TextField
                  select
                  size="small"
                  label={label('topic.move_to')}
                  value={target}
                  onChange={(e) => setTarget(e.target.value)}
                  sx={{ minWidth: 260 }}
                >
                  {(categories ?? [])
                    .filter((c) => !c.archived && c.id !== topic.category.id)
                    .map((c) => (
                      <MenuItem key={c.id} value={c.id}>
                        {c.name}
                      </MenuItem>
                    ))}
                </TextField>
                <Button
                  size="small"
                  variant="outlined"
                  disabled={busy || !target}
                  onClick={() => void act(`topics/${topicId}/move`, { categoryId: target }).then(() => setTarget(''))}
                  data-testid="forum-move"
                >
                  {label('actions.move')}
                </Button>
              </Stack>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <TextField
                  size="small"
                  label={label('topic.merge_into')}
                  helperText={label('topic.merge_help')}
                  value={into}
                  onChange={(e) => setInto(e.target.value)}
                  sx={{ minWidth: 380 }}
                />
                <Button
                  size="small"
                  variant="outlined"
                  color="warning"
                  disabled={busy || !isUuid(into)}
                  onClick={() =>
                    void act(`topics/${topicId}/merge`, { intoTopicId: into.trim() }).then((ok) => ok && openTopic(into.trim()))
                  }
                  data-testid="forum-merge"
                >
                  {label('actions.merge')}
                </Button>
              </Stack>
            </Stack>
          )}
          <Table size="small" data-testid="forum-topic-posts">
            <TableBody>
              {posts.map((post, i) => (
                <TableRow key={post.id}>
                  <TableCell>#{post.number}</TableCell>
                  <TableCell>{post.author.login ?? '—'}</TableCell>
                  <TableCell sx={{ maxWidth: 480 }}>{plainText(post.html)}</TableCell>
                  <TableCell>{label(post.hidden ? 'states.hidden' : 'states.visible')}</TableCell>
                  <TableCell>
                    {moderator &&
                      i > 0 &&
                      (post.hidden ? (
                        <Button size="small" disabled={busy} onClick={() => void act(`topics/${topicId}/posts/${post.id}/unhide`)}>
                          {label('actions.unhide')}
                        </Button>
                      ) : (
                        <Button size="small" color="error" disabled={busy} onClick={() => setHiding(post.id)}>
                          {label('actions.hide')}
                        </Button>
                      ))}
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
                void act(`topics/${topicId}/posts/${hiding}/hide`, { reason });
              }}
            />
          )}
        </>
      )}
      {opened && (
        <>
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
            {label('topic.history')}
          </Typography>
          <AuditTimeline kind="forum-topic" id={topicId} />
        </>
      )}
    </Box>
  );
};
