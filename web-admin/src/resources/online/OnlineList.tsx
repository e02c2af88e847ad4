import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { OnlineAccountDto } from '@anonse/contracts';
import { Title } from 'react-admin';
import { usePolledJson } from '../dashboard/api';
import { useTexts } from '../dashboard/texts';
import * as messages from './i18n';

/**
 * Polled, not pushed: presence is asked of every API node at once (socket.io fetchSockets through the Redis
 * adapter), which a poll does in one request whichever node it lands on; a staff socket room would need the
 * console to carry a socket.io client and every node to push each connect and disconnect. Ten seconds is fresh
 * enough for "who is online".
 */
export const ONLINE_REFRESH_MS = 10_000;

/** `/admin/online/`: accounts connected now (with their number of open tabs/devices), then the ones seen lately. */
function OnlineList() {
  const { t, locale } = useTexts(messages);
  const { data, error } = usePolledJson<OnlineAccountDto[]>('/api/admin/online', ONLINE_REFRESH_MS);
  const [refreshedAt, setRefreshedAt] = useState<Date>();
  useEffect(() => {
    if (data) setRefreshedAt(new Date());
  }, [data]);
  const dateTime = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'pl-PL', { dateStyle: 'medium', timeStyle: 'medium' });
  const time = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'pl-PL', { timeStyle: 'medium' });
  const online = data?.filter((a) => a.online).length ?? 0;
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }} data-testid="online-page">
      <Title title={t('title')} />
      <Typography variant="h6" component="h2">
        {t('heading')}
      </Typography>
      <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }} aria-live="polite">
        {data ? `${t('summary', { n: online })} · ${refreshedAt ? t('refreshed', { time: time.format(refreshedAt) }) : ''}` : t('loading')}
      </Typography>
      {error && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('error')}
        </Alert>
      )}
      {data && !data.length && (
        <Alert severity="info" data-testid="online-empty">
          {t('empty')}
        </Alert>
      )}
      {data && data.length > 0 && (
        <Table size="small" data-testid="online-table">
          <TableHead>
            <TableRow>
              <TableCell>{t('login')}</TableCell>
              <TableCell>{t('status')}</TableCell>
              <TableCell align="right">{t('connections')}</TableCell>
              <TableCell>{t('lastSeen')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((a) => (
              <TableRow key={a.id} data-testid={`online-row-${a.id}`}>
                <TableCell>{a.login}</TableCell>
                <TableCell>
                  <Chip size="small" color={a.online ? 'success' : 'default'} label={a.online ? t('online') : t('offline')} />
                </TableCell>
                <TableCell align="right">{a.connections}</TableCell>
                <TableCell>{a.lastSeenAt ? dateTime.format(new Date(a.lastSeenAt)) : t('never')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}

export default OnlineList;
