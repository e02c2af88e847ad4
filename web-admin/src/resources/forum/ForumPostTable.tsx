import { useState, type ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { usePolledJson } from '../dashboard/api';
import { forumApi } from './api';
import { ReasonDialog } from './ReasonDialog';
import { useForumAction } from './useForumAction';

export interface PostRowTools<T> {
  busy: boolean;
  act: (path: string, body?: unknown) => Promise<boolean>;
  /** Opens the reason dialog for this post; its confirm runs the tab's reasoned action. */
  askReason: (item: T) => void;
  label: (key: string) => string;
}

/**
 * One tab of the Forum page listing posts (the queue, the flags): polled from `resources/forum/{source}`, a table
 * whose header cells are `columns` (keys under `resources.forum.fields`, then an empty one for the buttons), one
 * row per post from `row`, and the one action that needs a reason (reject, hide) behind a dialog.
 */
export function ForumPostTable<T extends { postId: string; topicId: string }>({
  source,
  empty,
  testId,
  columns,
  reasoned,
  row,
}: {
  source: string;
  empty: string;
  testId: string;
  columns: string[];
  reasoned: { title: string; confirm: string; path: (item: T) => string };
  row: (item: T, tools: PostRowTools<T>) => ReactNode;
}) {
  const translate = useTranslate();
  const { data, reload } = usePolledJson<T[]>(forumApi(source));
  const { busy, act } = useForumAction(reload);
  const [asking, setAsking] = useState<T | null>(null);
  const label = (key: string) => translate(`resources.forum.${key}`);
  if (data && data.length === 0) return <Typography sx={{ p: 2 }}>{label(empty)}</Typography>;
  const tools: PostRowTools<T> = { busy, act, askReason: setAsking, label };
  return (
    <>
      <Table size="small" data-testid={testId}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column}>{label(`fields.${column}`)}</TableCell>
            ))}
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>{(data ?? []).map((item) => row(item, tools))}</TableBody>
      </Table>
      {asking && (
        <ReasonDialog
          title={label(reasoned.title)}
          confirm={label(reasoned.confirm)}
          onClose={() => setAsking(null)}
          onConfirm={(reason) => {
            setAsking(null);
            void act(reasoned.path(asking), { reason });
          }}
        />
      )}
    </>
  );
}
