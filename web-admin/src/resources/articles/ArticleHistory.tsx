import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { articleHistory } from './articles-api';
import type { ArticleHistoryEntry, ArticleRecord } from './types';

const short = (v: unknown): string => {
  const text = v === null || v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v);
  return text.length > 160 ? `${text.slice(0, 159)}…` : text;
};

/** The article's history, read from its event stream: who changed which fields, from what to what, newest first. */
export const ArticleHistory = () => {
  const record = useRecordContext<ArticleRecord>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [entries, setEntries] = useState<ArticleHistoryEntry[] | null>(null);
  const [failed, setFailed] = useState(false);
  const id = record?.id;
  const revision = record?.revision;

  useEffect(() => {
    if (id === undefined) return;
    let live = true;
    setFailed(false);
    articleHistory(id)
      .then((h) => live && setEntries(h))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [id, revision]);

  if (failed) return <Typography color="error">{translate('resources.articles.history.failed')}</Typography>;
  if (!entries) return <CircularProgress size={20} />;
  const who = (e: ArticleHistoryEntry) =>
    e.actor.login ??
    (e.actor.id?.startsWith('system:') || e.actor.id === null ? translate('resources.articles.history.system') : e.actor.id);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="article-history">
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.articles.history.when')}</TableCell>
            <TableCell>{translate('resources.articles.history.who')}</TableCell>
            <TableCell>{translate('resources.articles.history.what')}</TableCell>
            <TableCell>{translate('resources.articles.history.changes')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((e) => (
            <TableRow key={e.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{new Date(e.at).toLocaleString(locale === 'en' ? 'en-GB' : 'pl-PL')}</TableCell>
              <TableCell>{who(e)}</TableCell>
              <TableCell>{translate(`resources.articles.history.types.${e.type}`, { _: e.type })}</TableCell>
              <TableCell>
                {e.changes.map((c) => (
                  <div key={c.field}>
                    <strong>{translate(`resources.articles.fields.${c.field}`, { _: c.field })}</strong>: {short(c.before)} →{' '}
                    {short(c.after)}
                  </div>
                ))}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
