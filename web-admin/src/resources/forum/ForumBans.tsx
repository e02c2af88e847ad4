import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FORUM_LIMITS, type ForumBanDto } from '@anonse/contracts';
import { useTranslate } from 'react-admin';
import { canModerate, useRole } from '#admin/auth/permissions';
import { isUuid } from '../audit/api';
import { usePolledJson } from '../dashboard/api';
import { forumApi } from './api';
import { useForumAction } from './useForumAction';

/** Accounts kept from posting on the forum: ban one by its id with a reason, lift a ban. */
export const ForumBans = () => {
  const translate = useTranslate();
  const label = (key: string) => translate(`resources.forum.${key}`);
  const moderator = canModerate(useRole());
  const { data, reload } = usePolledJson<ForumBanDto[]>(forumApi('bans'));
  const { busy, act } = useForumAction(reload);
  const [accountId, setAccountId] = useState('');
  const [reason, setReason] = useState('');
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {label('bans.help')}
      </Typography>
      {moderator && (
        <Box
          component="form"
          sx={{ display: 'flex', gap: 2, mb: 2, flexWrap: 'wrap' }}
          onSubmit={(e) => {
            e.preventDefault();
            void act('bans', { accountId: accountId.trim(), reason: reason.trim() }).then((ok) => {
              if (!ok) return;
              setAccountId('');
              setReason('');
            });
          }}
        >
          <TextField
            size="small"
            label={label('bans.account_id')}
            value={accountId}
            onChange={(e) => setAccountId(e.target.value)}
            sx={{ minWidth: 360 }}
          />
          <TextField
            size="small"
            label={label('fields.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            slotProps={{ htmlInput: { maxLength: FORUM_LIMITS.reason } }}
            sx={{ minWidth: 300 }}
          />
          <Button
            type="submit"
            variant="contained"
            color="error"
            disabled={busy || !isUuid(accountId) || !reason.trim()}
            data-testid="forum-ban"
          >
            {label('actions.ban')}
          </Button>
        </Box>
      )}
      {data && data.length === 0 ? (
        <Typography>{label('empty.bans')}</Typography>
      ) : (
        <Table size="small" data-testid="forum-bans">
          <TableHead>
            <TableRow>
              <TableCell>{label('fields.account')}</TableCell>
              <TableCell>{label('fields.reason')}</TableCell>
              <TableCell>{label('fields.banned_at')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {(data ?? []).map((ban) => (
              <TableRow key={ban.accountId}>
                <TableCell title={ban.accountId}>{ban.login ?? ban.accountId}</TableCell>
                <TableCell>{ban.reason}</TableCell>
                <TableCell>{new Date(ban.bannedAt).toLocaleString()}</TableCell>
                <TableCell>
                  {moderator && (
                    <Button size="small" disabled={busy} onClick={() => void act(`bans/${ban.accountId}`, undefined, 'DELETE')}>
                      {label('actions.lift')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
};
