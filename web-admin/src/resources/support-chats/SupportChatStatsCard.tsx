import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { SupportChatStats } from '@anonse/contracts';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { httpClient } from '#admin/api/client';
import { ADMIN_API_URL } from '#admin/api/http';
import { formatWait } from './SupportChatShow';

/** The dashboard's card of the support chat's first-response time: p50 and p95 over every answered conversation. */
export const SupportChatStatsCard = () => {
  const translate = useTranslate();
  const [stats, setStats] = useState<SupportChatStats | null>(null);
  useEffect(() => {
    let live = true;
    httpClient(`${ADMIN_API_URL}/support-chats/stats`)
      .then(({ json }) => live && setStats(SupportChatStats.parse(json)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (!stats) return null;
  const T = 'resources.support-chats.stats';
  return (
    <Card variant="outlined" sx={{ mb: 3, maxWidth: 420 }} data-testid="support-chat-stats">
      <CardContent>
        <Typography variant="overline" component="h2">
          {translate(`${T}.title`)}
        </Typography>
        {stats.answered === 0 ? (
          <Typography color="text.secondary">{translate(`${T}.none`)}</Typography>
        ) : (
          <>
            <Typography variant="h5" component="p" data-testid="support-chat-p50">
              {translate(`${T}.p50`, { value: formatWait(stats.firstResponseP50Ms) })}
            </Typography>
            <Typography data-testid="support-chat-p95">{translate(`${T}.p95`, { value: formatWait(stats.firstResponseP95Ms) })}</Typography>
          </>
        )}
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.counts`, { conversations: stats.conversations, waiting: stats.waiting })}
        </Typography>
      </CardContent>
    </Card>
  );
};
