import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { useNotify, usePermissions, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { httpClient } from '#admin/api/client';
import { ADMIN_API_URL } from '#admin/api/http';
import { adjustUrl, apiErrorText, parsePoints, reasonOk, REASON_MAX, type AdjustKind } from './adjust';
import type { WalletRecord } from './types';

const ADMINISTRATOR = 1;

/**
 * 'Przyznaj punkty' / 'Potrąć punkty' with a dialog asking for the points and the reason. Pessimistic: waits for the
 * server and shows its message (e.g. too few points to deduct) in the dialog. One Idempotency-Key per opened
 * dialog, so a double click or a retried request moves the points once.
 */
export const AdjustWalletButtons = () => {
  const record = useRecordContext<WalletRecord>();
  const { permissions } = usePermissions<number>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [kind, setKind] = useState<AdjustKind | null>(null);
  const [points, setPoints] = useState('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [opened, setOpened] = useState(0);
  const key = useMemo(() => `wallet-${opened}-${crypto.randomUUID()}`, [opened]);

  if (!record || permissions !== ADMINISTRATOR) return null;
  const parsed = parsePoints(points);
  const valid = parsed !== null && reasonOk(reason);
  const login = record.login ?? record.id;

  const open = (next: AdjustKind) => {
    setKind(next);
    setPoints('');
    setReason('');
    setTouched(false);
    setError(null);
    setOpened((n) => n + 1);
  };

  const submit = async () => {
    setTouched(true);
    if (!kind || !valid) return;
    setBusy(true);
    setError(null);
    try {
      const { json } = await httpClient(adjustUrl(ADMIN_API_URL, record.id, kind), {
        method: 'POST',
        headers: new Headers({ Accept: 'application/json', 'Content-Type': 'application/json', 'Idempotency-Key': key }),
        body: JSON.stringify({ points: parsed, reason: reason.trim() }),
      });
      notify(kind === 'grant' ? 'resources.wallets.adjust.granted' : 'resources.wallets.adjust.deducted', {
        type: 'success',
        messageArgs: { balance: (json as { balance?: number }).balance ?? '' },
      });
      setKind(null);
      refresh();
    } catch (e) {
      setError(translate('resources.wallets.adjust.failed', { error: apiErrorText(e) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack direction="row" spacing={1}>
      <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => open('grant')} data-testid="wallet-grant-button">
        {translate('resources.wallets.adjust.grant')}
      </Button>
      <Button
        variant="outlined"
        color="error"
        size="small"
        startIcon={<RemoveIcon />}
        onClick={() => open('deduct')}
        disabled={record.balance <= 0}
        data-testid="wallet-deduct-button"
      >
        {translate('resources.wallets.adjust.deduct')}
      </Button>
      <Dialog
        open={kind !== null}
        onClose={() => !busy && setKind(null)}
        fullWidth
        maxWidth="sm"
        aria-labelledby="wallet-adjust-title"
        data-testid="wallet-adjust-dialog"
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <DialogTitle id="wallet-adjust-title">
            {translate(kind === 'deduct' ? 'resources.wallets.adjust.deduct_title' : 'resources.wallets.adjust.grant_title', { login })}
          </DialogTitle>
          <DialogContent>
            {error && (
              <Alert severity="error" sx={{ mb: 2 }} data-testid="wallet-adjust-error">
                {error}
              </Alert>
            )}
            <TextField
              autoFocus
              fullWidth
              margin="dense"
              name="points"
              label={translate('resources.wallets.adjust.points')}
              value={points}
              required
              onChange={(e) => setPoints(e.target.value)}
              error={touched && parsed === null}
              helperText={translate('resources.wallets.adjust.points_help')}
              slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', 'data-testid': 'wallet-adjust-points' } }}
            />
            <TextField
              fullWidth
              multiline
              minRows={3}
              margin="dense"
              name="reason"
              label={translate('resources.wallets.adjust.reason')}
              value={reason}
              required
              onChange={(e) => setReason(e.target.value)}
              onBlur={() => setTouched(true)}
              error={touched && !reasonOk(reason)}
              helperText={translate('resources.wallets.adjust.reason_help')}
              slotProps={{ htmlInput: { maxLength: REASON_MAX, 'data-testid': 'wallet-adjust-reason' } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setKind(null)} disabled={busy}>
              {translate('ra.action.cancel')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              color={kind === 'deduct' ? 'error' : 'primary'}
              disabled={busy}
              startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
              data-testid="wallet-adjust-submit"
            >
              {translate(kind === 'deduct' ? 'resources.wallets.adjust.submit_deduct' : 'resources.wallets.adjust.submit_grant')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </Stack>
  );
};
