import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { AuditKind, AuditStateDto } from '@anonse/contracts';
import { useIntlLocale } from '#admin/components/fields';
import { errorText, fetchState, type AsOfChoice } from './api';

const label = (key: string) => `resources.audit.asOf.${key}`;

/** The state as of a date, a log position or a revision: GET /api/admin/audit/{kind}/{id}/state. */
export const AsOfPanel = ({ kind, id }: { kind: AuditKind; id: string }) => {
  const translate = useTranslate();
  const locales = useIntlLocale();
  const [by, setBy] = useState<AsOfChoice['by']>('at');
  const [value, setValue] = useState('');
  const [result, setResult] = useState<AuditStateDto | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const show = async () => {
    setBusy(true);
    setError(null);
    try {
      const choice: AsOfChoice =
        by === 'at' ? { by, at: value } : by === 'position' ? { by, position: Number(value) } : { by, revision: Number(value) };
      setResult(await fetchState(kind, id, choice));
    } catch (e) {
      setResult(null);
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ p: 2 }} data-testid="audit-as-of">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(label('help'))}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={translate(label('by'))}
          value={by}
          onChange={(e) => (setBy(e.target.value as AsOfChoice['by']), setValue(''))}
          sx={{ minWidth: 200 }}
        >
          {(['at', 'position', 'revision'] as const).map((b) => (
            <MenuItem key={b} value={b}>
              {translate(label(`by_${b}`))}
            </MenuItem>
          ))}
        </TextField>
        {by === 'at' ? (
          <TextField
            size="small"
            type="datetime-local"
            label={translate(label('at'))}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
          />
        ) : (
          <TextField
            size="small"
            type="number"
            label={translate(label(by))}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            slotProps={{ htmlInput: { min: 0 } }}
          />
        )}
        <Button variant="contained" onClick={() => void show()} disabled={busy || value === ''}>
          {translate(label('show'))}
        </Button>
      </Box>
      {error && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
      {!error && !result && (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {translate(label('empty'))}
        </Typography>
      )}
      {result && (
        <Box sx={{ mt: 2 }}>
          <Typography sx={{ mb: 1 }}>
            {translate(label('stands_at'), {
              type: result.eventType,
              revision: result.revision,
              position: result.position,
              time: new Date(result.time).toLocaleString(locales),
              events: result.events,
              total: result.totalEvents,
            })}
          </Typography>
          <Box
            component="pre"
            sx={{ p: 2, bgcolor: 'action.hover', borderRadius: 1, overflow: 'auto', fontSize: 13 }}
            data-testid="audit-state"
          >
            {JSON.stringify(result.state, null, 2)}
          </Box>
        </Box>
      )}
    </Box>
  );
};
