import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNotify, useTranslate } from 'react-admin';
import type { AdminPhoneDto } from '@anonse/contracts';
import { httpClient } from '#admin/api/client';
import { ADMIN_API_URL } from '#admin/api/http';
import { useIntlLocale } from '#admin/components/fields';
import { canModerate, useRole } from '#admin/auth/permissions';
import { apiErrorText } from '../wallets/adjust';
import { PHONE_REVOKE_REASON_MAX, phoneHistoryKey, phoneRevokeReasonOk } from './account-rules';

const t = (key: string) => `resources.accounts.phone.${key}`;
const phoneUrl = (accountId: string) => `${ADMIN_API_URL}/phone/${encodeURIComponent(accountId)}`;

/**
 * An account's phone (issue 25): its state, the verified number and every code sent, wrong code, verification and
 * revocation, and a revocation with a reason. The numbers are personal data and every read is recorded by the API
 * (PersonalDataViewed, `phone`), so the panel asks only when a moderator opens it, not with every view of the account.
 * Moderators and administrators (the API's guard); auditors read the data access history instead.
 */
export const PhonePanel = ({ accountId }: { accountId: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const locale = useIntlLocale();
  const role = useRole();
  const [phone, setPhone] = useState<AdminPhoneDto | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [revokeError, setRevokeError] = useState<string | null>(null);
  const [opened, setOpened] = useState(0);
  const key = useMemo(() => `phone-revoke-${opened}-${crypto.randomUUID()}`, [opened]);
  const when = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  if (!canModerate(role)) return null;

  const load = async () => {
    setLoading(true);
    setError(null);
    try {
      setPhone((await httpClient(phoneUrl(accountId))).json as AdminPhoneDto);
    } catch (e) {
      setError(translate(t('failed'), { error: apiErrorText(e) }));
    } finally {
      setLoading(false);
    }
  };

  const revoke = async () => {
    setTouched(true);
    if (!phoneRevokeReasonOk(reason)) return;
    setBusy(true);
    setRevokeError(null);
    try {
      const res = await httpClient(`${phoneUrl(accountId)}/revoke`, {
        method: 'POST',
        headers: new Headers({ Accept: 'application/json', 'Content-Type': 'application/json', 'Idempotency-Key': key }),
        body: JSON.stringify({ reason: reason.trim() }),
      });
      setPhone(res.json as AdminPhoneDto);
      setOpen(false);
      notify(t('revoked'), { type: 'success' });
    } catch (e) {
      setRevokeError(translate(t('failed'), { error: apiErrorText(e) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1} data-testid="account-phone">
      <Typography variant="h6">{translate(t('title'))}</Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(t('audited'))}
      </Typography>
      {!phone && (
        <div>
          <Button
            variant="outlined"
            size="small"
            onClick={() => void load()}
            disabled={loading}
            startIcon={loading ? <CircularProgress size={16} color="inherit" /> : undefined}
            data-testid="account-phone-show"
          >
            {translate(t('show'))}
          </Button>
        </div>
      )}
      {error && (
        <Alert severity="error" data-testid="account-phone-error">
          {error}
        </Alert>
      )}
      {phone && (
        <>
          <Typography data-testid="account-phone-state">{translate(t(`state.${phone.state}`))}</Typography>
          {phone.verifiedNumber && (
            <Typography data-testid="account-phone-number">{translate(t('verified_number'), { number: phone.verifiedNumber })}</Typography>
          )}
          {phone.state === 'verified' && (
            <div>
              <Button
                variant="contained"
                color="error"
                size="small"
                onClick={() => {
                  setReason('');
                  setTouched(false);
                  setRevokeError(null);
                  setOpened((n) => n + 1);
                  setOpen(true);
                }}
                data-testid="account-phone-revoke"
              >
                {translate(t('revoke'))}
              </Button>
            </div>
          )}
          {phone.history.length === 0 ? (
            <Typography variant="body2">{translate(t('no_history'))}</Typography>
          ) : (
            <Table size="small" data-testid="account-phone-history">
              <TableHead>
                <TableRow>
                  <TableCell>{translate(t('at'))}</TableCell>
                  <TableCell>{translate(t('event'))}</TableCell>
                  <TableCell>{translate(t('number'))}</TableCell>
                  <TableCell>{translate(t('detail'))}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {phone.history.map((h, i) => (
                  <TableRow key={i}>
                    <TableCell>{when(h.at)}</TableCell>
                    <TableCell>{translate(t(`history.${phoneHistoryKey(h.type)}`))}</TableCell>
                    <TableCell>{h.number ?? '—'}</TableCell>
                    <TableCell>
                      {h.type === 'PhoneCodeRejected' && h.detail ? translate(t('checks'), { n: h.detail }) : (h.detail ?? '—')}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </>
      )}
      <Dialog open={open} onClose={() => !busy && setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="phone-revoke-title">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void revoke();
          }}
        >
          <DialogTitle id="phone-revoke-title">{translate(t('revoke_title'))}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 1 }}>{translate(t('revoke_effects'))}</DialogContentText>
            {revokeError && (
              <Alert severity="error" sx={{ mb: 2 }} data-testid="account-phone-revoke-error">
                {revokeError}
              </Alert>
            )}
            <TextField
              autoFocus
              fullWidth
              multiline
              minRows={3}
              margin="dense"
              name="reason"
              required
              label={translate(t('reason'))}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              onBlur={() => setTouched(true)}
              error={touched && !phoneRevokeReasonOk(reason)}
              helperText={translate(t('reason_help'))}
              slotProps={{ htmlInput: { maxLength: PHONE_REVOKE_REASON_MAX, 'data-testid': 'account-phone-revoke-reason' } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)} disabled={busy}>
              {translate('ra.action.cancel')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              color="error"
              disabled={busy}
              startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
              data-testid="account-phone-revoke-submit"
            >
              {translate(t('revoke'))}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </Stack>
  );
};
