import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { useGetIdentity, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { AdminAccountDetailDto, Role } from '@anonse/contracts';
import { httpClient } from '#admin/api/client';
import { ADMIN_API_URL, ifMatch } from '#admin/api/http';
import { canAdminister, useRole } from '#admin/auth/permissions';
import { apiErrorText } from '../wallets/adjust';
import { accountActionUrl, blockReasonOk, mayBlock, REASON_MAX, ROLE_VALUES, unblockReasonOk, type AccountAction } from './account-rules';

const t = (key: string) => `resources.accounts.${key}`;

/** One decision over HTTP: the revision shown (If-Match: a stale one is 409, never a silent overwrite), one Idempotency-Key per attempt. */
async function send(record: AdminAccountDetailDto, action: AccountAction, body: unknown, key: string) {
  await httpClient(accountActionUrl(ADMIN_API_URL, record.id, action), {
    method: action === 'role' ? 'PUT' : 'POST',
    headers: new Headers({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'Idempotency-Key': key,
      'If-Match': ifMatch(record.revision),
    }),
    body: JSON.stringify(body),
  });
}

/**
 * 'Zablokuj' / 'Odblokuj' with a dialog for the reason (required to block, optional to unblock) and what the decision
 * does. Shown only to whoever may take it: moderators for plain users, administrators for anyone but themselves.
 */
export const BlockButtons = () => {
  const record = useRecordContext<AdminAccountDetailDto>();
  const role = useRole();
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [opened, setOpened] = useState(0);
  const key = useMemo(() => `account-${opened}-${crypto.randomUUID()}`, [opened]);

  if (!record || record.deleted || !mayBlock(role, record.role, identity?.id === record.id)) return null;
  const action: AccountAction = record.blocked ? 'unblock' : 'block';
  const valid = action === 'block' ? blockReasonOk(reason) : unblockReasonOk(reason);
  const login = record.login ?? record.id;

  const start = () => {
    setReason('');
    setTouched(false);
    setError(null);
    setOpened((n) => n + 1);
    setOpen(true);
  };

  const submit = async () => {
    setTouched(true);
    if (!valid) return;
    setBusy(true);
    setError(null);
    try {
      await send(record, action, reason.trim() ? { reason: reason.trim() } : {}, key);
      notify(t(`block.${action === 'block' ? 'blocked' : 'unblocked'}`), { type: 'success' });
      setOpen(false);
      refresh();
    } catch (e) {
      setError(translate(t('block.failed'), { error: apiErrorText(e) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant={action === 'block' ? 'contained' : 'outlined'}
        color={action === 'block' ? 'error' : 'primary'}
        size="small"
        startIcon={action === 'block' ? <BlockIcon /> : <LockOpenIcon />}
        onClick={start}
        data-testid={`account-${action}-button`}
      >
        {translate(t(`block.${action}`))}
      </Button>
      <Dialog
        open={open}
        onClose={() => !busy && setOpen(false)}
        fullWidth
        maxWidth="sm"
        aria-labelledby="account-block-title"
        data-testid="account-block-dialog"
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <DialogTitle id="account-block-title">{translate(t(`block.${action}_title`), { login })}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 1 }}>{translate(t(`block.${action}_effects`))}</DialogContentText>
            {error && (
              <Alert severity="error" sx={{ mb: 2 }} data-testid="account-block-error">
                {error}
              </Alert>
            )}
            <TextField
              autoFocus
              fullWidth
              multiline
              minRows={3}
              margin="dense"
              name="reason"
              label={translate(t('block.reason'))}
              value={reason}
              required={action === 'block'}
              onChange={(e) => setReason(e.target.value)}
              onBlur={() => setTouched(true)}
              error={touched && !valid}
              helperText={translate(t(action === 'block' ? 'block.reason_help' : 'block.reason_optional_help'))}
              slotProps={{ htmlInput: { maxLength: REASON_MAX, 'data-testid': 'account-block-reason' } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)} disabled={busy}>
              {translate('ra.action.cancel')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              color={action === 'block' ? 'error' : 'primary'}
              disabled={busy}
              startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
              data-testid="account-block-submit"
            >
              {translate(t(`block.submit_${action}`))}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
};

/** The role select, for administrators only (the API says 403 to anyone else); not on one's own account. */
export const RoleSelect = () => {
  const record = useRecordContext<AdminAccountDetailDto>();
  const role = useRole();
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [chosen, setChosen] = useState<Role | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!record || record.deleted || !canAdminister(role)) return null;
  if (identity?.id === record.id)
    return (
      <Alert severity="info" data-testid="account-role-yourself">
        {translate(t('role.yourself'))}
      </Alert>
    );
  const value = chosen ?? record.role;

  const save = async () => {
    if (chosen === null || chosen === record.role) return;
    setBusy(true);
    setError(null);
    try {
      await send(record, 'role', { role: chosen }, `account-role-${crypto.randomUUID()}`);
      notify(t('role.changed'), { type: 'success', messageArgs: { role: translate(t(`roles.${chosen}`)) } });
      setChosen(null);
      refresh();
    } catch (e) {
      setError(translate(t('role.failed'), { error: apiErrorText(e) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1} sx={{ maxWidth: 480 }} data-testid="account-role">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={translate(t('role.title'))}
          value={String(value)}
          onChange={(e) => setChosen(Number(e.target.value) as Role)}
          sx={{ minWidth: 200 }}
          slotProps={{ htmlInput: { 'data-testid': 'account-role-select' } }}
        >
          {ROLE_VALUES.map((r) => (
            <MenuItem key={r} value={String(r)}>
              {translate(t(`roles.${r}`))}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          size="small"
          onClick={() => void save()}
          disabled={busy || chosen === null || chosen === record.role}
          data-testid="account-role-save"
        >
          {translate(t('role.change'))}
        </Button>
      </Stack>
      <span style={{ fontSize: 12, opacity: 0.7 }}>{translate(t('role.hint'))}</span>
      {error && (
        <Alert severity="error" data-testid="account-role-error">
          {error}
        </Alert>
      )}
    </Stack>
  );
};
