import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { DashboardChartsDto, DashboardQueueDto, DashboardQueueItem, DashboardQueueName, PhoneWatchDto } from '@anonse/contracts';
import { Link, Title, useBasename } from 'react-admin';
import { usePolledJson } from './api';
import { SupportChatStatsCard } from '../support-chats/SupportChatStatsCard';
import { DayChart } from './DayChart';
import { ageParts, warsawDayOffset } from './format';
import * as messages from './i18n';
import { useTexts } from './texts';

/** The queue refreshes on its own: a moderator keeps the dashboard open. */
const QUEUE_REFRESH_MS = 30_000;

/** Where each queue and each waiting item opens in the console. */
const queueLink = (queue: DashboardQueueName, base: string): string => {
  switch (queue) {
    case 'ads':
      return `${base}/ads?filter=${encodeURIComponent(JSON.stringify({ status: 'pending' }))}`;
    case 'revisions':
      return `${base}/ads?filter=${encodeURIComponent(JSON.stringify({ queue: 'moderation' }))}`;
    case 'verifications':
      return `${base}/verifications`;
    case 'reports':
      return `${base}/reports`;
  }
};
const itemLink = (item: DashboardQueueItem, base: string): string =>
  `${base}/${item.queue === 'revisions' || item.queue === 'ads' ? 'ads' : item.queue}/${encodeURIComponent(item.id)}/show`;

function QueueCards() {
  const { t } = useTexts(messages);
  const base = useBasename();
  const { data, error, reload } = usePolledJson<DashboardQueueDto>('/api/admin/dashboard/queue', QUEUE_REFRESH_MS);
  const age = (seconds: number) => {
    const { unit, n } = ageParts(seconds);
    return t(`age.${unit}`, { n });
  };
  return (
    <Box component="section" aria-labelledby="dashboard-queue" sx={{ mb: 3 }}>
      <Typography id="dashboard-queue" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('queue.title')}
      </Typography>
      {error && (
        <Alert severity="warning" action={<Button onClick={reload}>{t('retry')}</Button>} sx={{ mb: 1 }}>
          {t('error')}
        </Alert>
      )}
      {!data && !error && <Typography color="text.secondary">{t('loading')}</Typography>}
      {data && (
        <>
          {data.queues.some((q) => q.urgent) && (
            <Alert
              severity="error"
              sx={{ mb: 2 }}
              data-testid="queue-urgent"
              action={
                <Button component={Link} to={queueLink('reports', base)}>
                  {t('queue.open')}
                </Button>
              }
            >
              {t('queue.urgent', { n: data.queues.find((q) => q.queue === 'reports')?.urgent ?? 0 })}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' }, gap: 2, mb: 2 }}>
            {data.queues.map((q) => (
              <Card key={q.queue} variant="outlined" data-testid={`queue-card-${q.queue}`}>
                <CardContent>
                  <Typography variant="overline" component="h3">
                    {t(`queue.${q.queue}`)}
                  </Typography>
                  <Typography variant="h4" component="p" data-testid={`queue-count-${q.queue}`}>
                    {q.count}
                  </Typography>
                  <Typography
                    variant="body2"
                    color={q.oldestAgeSeconds !== null && q.oldestAgeSeconds > 86_400 ? 'error' : 'text.secondary'}
                  >
                    {q.oldestAgeSeconds === null ? t('queue.empty') : t('queue.oldest', { age: age(q.oldestAgeSeconds) })}
                  </Typography>
                  <Button component={Link} to={queueLink(q.queue, base)} size="small" sx={{ mt: 1, px: 0 }}>
                    {t('queue.open')}
                  </Button>
                </CardContent>
              </Card>
            ))}
          </Box>
          <Typography variant="subtitle1" component="h3">
            {t('queue.oldestItems')}
          </Typography>
          {data.oldest.length ? (
            <List dense data-testid="queue-oldest">
              {data.oldest.slice(0, 10).map((item) => (
                <ListItemButton key={`${item.queue}:${item.id}`} component={Link} to={itemLink(item, base)}>
                  <Chip size="small" label={t(`queue.${item.queue}`)} sx={{ mr: 1 }} />
                  {item.urgent && <Chip size="small" color="error" label={t('queue.urgentItem')} sx={{ mr: 1 }} />}
                  <ListItemText primary={item.label ?? t('queue.untitled')} secondary={`${t('queue.waiting')} ${age(item.ageSeconds)}`} />
                </ListItemButton>
              ))}
            </List>
          ) : (
            <Typography color="text.secondary" data-testid="queue-empty">
              {t('queue.noItems')}
            </Typography>
          )}
        </>
      )}
    </Box>
  );
}

const PRESETS = [7, 30, 90, 365] as const;

function Charts() {
  const { t, locale } = useTexts(messages);
  const theme = useTheme();
  const [range, setRange] = useState({ from: warsawDayOffset(29), to: warsawDayOffset(0) });
  const { data, error, reload } = usePolledJson<DashboardChartsDto>(`/api/admin/dashboard/charts?from=${range.from}&to=${range.to}`);
  const days = data?.days ?? [];
  const sum = (pick: (d: (typeof days)[number]) => number) => days.reduce((n, d) => n + pick(d), 0);
  const empty = days.length > 0 && sum((d) => d.approvals + d.rejections + d.registrations + d.pointsCredited + d.pointsSpent) === 0;
  const number = new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'pl-PL');
  const duration = (seconds: number) => {
    const { unit, n } = ageParts(seconds);
    return t(`age.${unit}`, { n });
  };
  const labels = days.map((d) => d.day);
  return (
    <Box component="section" aria-labelledby="dashboard-charts">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <Typography id="dashboard-charts" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('charts.title')}
        </Typography>
        <ButtonGroup size="small">
          {PRESETS.map((n) => (
            <Button key={n} onClick={() => setRange({ from: warsawDayOffset(n - 1), to: warsawDayOffset(0) })}>
              {t(`charts.range${n}`)}
            </Button>
          ))}
        </ButtonGroup>
        <TextField
          type="date"
          size="small"
          label={t('charts.from')}
          value={range.from}
          onChange={(e) => e.target.value && setRange((r) => ({ ...r, from: e.target.value }))}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          size="small"
          label={t('charts.to')}
          value={range.to}
          onChange={(e) => e.target.value && setRange((r) => ({ ...r, to: e.target.value }))}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      {error && (
        <Alert severity="warning" action={<Button onClick={reload}>{t('retry')}</Button>}>
          {t('error')}
        </Alert>
      )}
      {empty && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="charts-empty">
          {t('charts.empty')}
        </Alert>
      )}
      {data && !error && (
        <>
          <DayChart
            testId="chart-decisions"
            title={`${t('charts.decisions')} — ${t('charts.total', { n: number.format(sum((d) => d.approvals + d.rejections)) })}`}
            days={labels}
            format={(v) => number.format(v)}
            series={[
              { label: t('charts.approvals'), color: theme.palette.success.main, values: days.map((d) => d.approvals), kind: 'bar' },
              { label: t('charts.rejections'), color: theme.palette.error.main, values: days.map((d) => d.rejections), kind: 'bar' },
            ]}
          />
          <DayChart
            testId="chart-median"
            title={t('charts.median')}
            days={labels}
            format={duration}
            series={[
              {
                label: t('charts.median'),
                color: theme.palette.primary.main,
                values: days.map((d) => d.medianDecisionSeconds),
                kind: 'line',
              },
            ]}
          />
          <DayChart
            testId="chart-registrations"
            title={`${t('charts.registrations')} — ${t('charts.total', { n: number.format(sum((d) => d.registrations)) })}`}
            days={labels}
            format={(v) => number.format(v)}
            series={[
              { label: t('charts.registrations'), color: theme.palette.info.main, values: days.map((d) => d.registrations), kind: 'bar' },
            ]}
          />
          <DayChart
            testId="chart-points"
            title={t('charts.points')}
            days={labels}
            format={(v) => number.format(v)}
            series={[
              {
                label: t('charts.pointsCredited'),
                color: theme.palette.success.dark,
                values: days.map((d) => d.pointsCredited),
                kind: 'line',
              },
              { label: t('charts.pointsSpent'), color: theme.palette.warning.main, values: days.map((d) => d.pointsSpent), kind: 'line' },
            ]}
          />
        </>
      )}
    </Box>
  );
}

/** The watch refreshes every minute: an SMS pumping attack is a matter of minutes. */
const PHONE_WATCH_REFRESH_MS = 60_000;

/**
 * The fraud watch (issue 25): codes per hour and country over the last day with their completion, the alert when the
 * judged hour's completion is under the threshold, and the hourly send budget's use.
 */
function PhoneWatch() {
  const { t, locale } = useTexts(messages);
  const { data, error, reload } = usePolledJson<PhoneWatchDto>('/api/admin/phone-watch', PHONE_WATCH_REFRESH_MS);
  const percent = (n: number | null) => (n === null ? '—' : new Intl.NumberFormat(locale, { style: 'percent' }).format(n));
  const time = (iso: string) => new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'Europe/Warsaw' }).format(new Date(iso));
  const hour = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Warsaw' }).format(new Date(iso));
  return (
    <Box component="section" aria-labelledby="dashboard-phone-watch" sx={{ mb: 3 }} data-testid="phone-watch">
      <Typography id="dashboard-phone-watch" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('phoneWatch.title')}
      </Typography>
      {error && (
        <Alert severity="warning" action={<Button onClick={reload}>{t('retry')}</Button>} sx={{ mb: 1 }}>
          {t('error')}
        </Alert>
      )}
      {data && (
        <Stack spacing={1}>
          {data.alert && (
            <Alert severity="error" data-testid="phone-watch-alert">
              {t('phoneWatch.alert', {
                completed: data.judged.completed,
                sends: data.judged.sends,
                rate: percent(data.judged.rate),
                threshold: percent(data.threshold),
              })}
            </Alert>
          )}
          <Typography variant="body2" data-testid="phone-watch-judged">
            {t(data.judged.sends >= data.minSends ? 'phoneWatch.judged' : 'phoneWatch.tooFew', {
              from: time(data.judged.from),
              to: time(data.judged.to),
              completed: data.judged.completed,
              sends: data.judged.sends,
              rate: percent(data.judged.rate),
              minSends: data.minSends,
            })}
          </Typography>
          <Typography variant="body2" data-testid="phone-watch-budget">
            {t('phoneWatch.budget', { sent: data.sentLastHour, budget: data.budgetPerHour })}
          </Typography>
          {data.hours.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('phoneWatch.empty')}
            </Typography>
          ) : (
            <Table size="small" sx={{ maxWidth: 640 }} data-testid="phone-watch-hours">
              <TableHead>
                <TableRow>
                  <TableCell>{t('phoneWatch.hour')}</TableCell>
                  <TableCell>{t('phoneWatch.country')}</TableCell>
                  <TableCell align="right">{t('phoneWatch.sends')}</TableCell>
                  <TableCell align="right">{t('phoneWatch.completed')}</TableCell>
                  <TableCell align="right">{t('phoneWatch.rate')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.hours.map((h) => (
                  <TableRow key={`${h.hour}-${h.country}`}>
                    <TableCell>{hour(h.hour)}</TableCell>
                    <TableCell>{h.country}</TableCell>
                    <TableCell align="right">{h.sends}</TableCell>
                    <TableCell align="right">{h.completed}</TableCell>
                    <TableCell align="right">{percent(h.sends ? h.completed / h.sends : null)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Stack>
      )}
    </Box>
  );
}

/**
 * `/admin/dashboard/`: the queue with ages and links, the support chat's first-response times, the SMS fraud watch,
 * then the daily charts (plain SVG). Read-only for every staff role.
 */
function Dashboard() {
  const { t } = useTexts(messages);
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }} data-testid="dashboard">
      <Title title={t('title')} />
      <QueueCards />
      <SupportChatStatsCard />
      <PhoneWatch />
      <Charts />
    </Box>
  );
}

export default Dashboard;
