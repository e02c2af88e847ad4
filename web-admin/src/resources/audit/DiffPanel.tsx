import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { AuditDiffDto, AuditKind } from '@anonse/contracts';
import { errorText, fetchDiff, short } from './api';

const label = (key: string) => `resources.audit.diff.${key}`;

/** Field-level changes between two revisions: GET /api/admin/audit/{kind}/{id}/diff. */
export const DiffPanel = ({ kind, id }: { kind: AuditKind; id: string }) => {
  const translate = useTranslate();
  const [from, setFrom] = useState('0');
  const [to, setTo] = useState('');
  const [result, setResult] = useState<AuditDiffDto | null>(null);
  const [error, setError] = useState<string | null>(null);

  const compare = async () => {
    setError(null);
    try {
      setResult(await fetchDiff(kind, id, Number(from), Number(to)));
    } catch (e) {
      setResult(null);
      setError(errorText(e));
    }
  };

  return (
    <Box sx={{ p: 2 }} data-testid="audit-diff">
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <TextField
          size="small"
          type="number"
          label={translate(label('from'))}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          slotProps={{ htmlInput: { min: 0 } }}
        />
        <TextField
          size="small"
          type="number"
          label={translate(label('to'))}
          value={to}
          onChange={(e) => setTo(e.target.value)}
          slotProps={{ htmlInput: { min: 0 } }}
        />
        <Button variant="contained" onClick={() => void compare()} disabled={from === '' || to === ''}>
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
      {result && result.changes.length === 0 && <Typography sx={{ mt: 2 }}>{translate(label('none'))}</Typography>}
      {result && result.changes.length > 0 && (
        <Table size="small" sx={{ mt: 2 }}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(label('field'))}</TableCell>
              <TableCell>{translate(label('before'))}</TableCell>
              <TableCell>{translate(label('after'))}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {result.changes.map((c) => (
              <TableRow key={c.path}>
                <TableCell sx={{ fontFamily: 'monospace' }}>{c.path}</TableCell>
                <TableCell sx={{ color: 'error.main', overflowWrap: 'anywhere' }}>{short(c.before, 400)}</TableCell>
                <TableCell sx={{ color: 'success.main', overflowWrap: 'anywhere' }}>{short(c.after, 400)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
};
