import { useState } from 'react';
import {
  Create,
  DateTimeInput,
  NumberInput,
  SimpleForm,
  TextInput,
  maxLength,
  maxValue,
  minValue,
  number,
  required,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { csvFileName, downloadCsv, vouchersCsv } from './csv';
import type { CreatedVoucherBatchRecord } from './types';

const integer = (message: string) => (value: unknown) =>
  value === undefined || value === null || value === '' || Number.isInteger(Number(value)) ? undefined : message;

/** The API checks it against its own clock too; this only spares a round trip. */
const inFuture = (value: unknown) =>
  value && Date.parse(String(value)) <= Date.now() ? 'resources.vouchers.create.expiry_help' : undefined;

/** The codes of a batch just made: the one moment they exist outside the person's hands. */
const CreatedCodes = ({ batch, onAnother }: { batch: CreatedVoucherBatchRecord; onAnother: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Box sx={{ p: 2, maxWidth: 720 }} data-testid="voucher-codes">
      <Typography variant="h6" gutterBottom>
        {translate('resources.vouchers.create.codes_title', { label: batch.label })}
      </Typography>
      <Alert severity="warning" sx={{ mb: 2 }}>
        {translate('resources.vouchers.create.codes_warning')}
      </Alert>
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        <Button variant="contained" onClick={() => downloadCsv(csvFileName(batch), vouchersCsv(batch))}>
          {translate('resources.vouchers.create.download')}
        </Button>
        <Button
          variant="outlined"
          onClick={() =>
            void navigator.clipboard
              ?.writeText(batch.codes.join('\n'))
              .then(() => notify('resources.vouchers.create.copied', { type: 'info' }))
          }
        >
          {translate('resources.vouchers.create.copy')}
        </Button>
      </Stack>
      <Box
        component="pre"
        sx={{
          fontFamily: 'monospace',
          fontSize: 15,
          maxHeight: 420,
          overflow: 'auto',
          bgcolor: 'action.hover',
          p: 2,
          borderRadius: 1,
          userSelect: 'all',
        }}
      >
        {batch.codes.join('\n')}
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button onClick={() => redirect('list', 'vouchers')}>{translate('resources.vouchers.create.done')}</Button>
        <Button onClick={onAnother}>{translate('resources.vouchers.create.another')}</Button>
      </Stack>
    </Box>
  );
};

/**
 * /admin/vouchers/create. The API answers the codes once and never again, so instead of redirecting the page
 * shows them, with a CSV download, until the administrator leaves.
 */
const VoucherCreate = () => {
  const translate = useTranslate();
  const [created, setCreated] = useState<CreatedVoucherBatchRecord | null>(null);
  if (created) return <CreatedCodes batch={created} onAnother={() => setCreated(null)} />;
  return (
    <Create
      title="resources.vouchers.create.title"
      redirect={false}
      mutationOptions={{ onSuccess: (data: CreatedVoucherBatchRecord) => setCreated(data) }}
      transform={(data: Record<string, unknown>) => ({
        label: data.label,
        count: Number(data.count),
        points: Number(data.points),
        expiresAt: new Date(String(data.expiresAt)).toISOString(),
      })}
    >
      <SimpleForm defaultValues={{ count: 10, points: 50 }}>
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('resources.vouchers.create.help')}
        </Alert>
        <TextInput source="label" validate={[required(), maxLength(120)]} />
        <NumberInput
          source="count"
          validate={[required(), number(), integer('ra.validation.number'), minValue(1), maxValue(1000)]}
          helperText="resources.vouchers.create.count_help"
        />
        <NumberInput source="points" validate={[required(), number(), integer('ra.validation.number'), minValue(1), maxValue(1_000_000)]} />
        <DateTimeInput source="expiresAt" validate={[required(), inFuture]} helperText="resources.vouchers.create.expiry_help" />
      </SimpleForm>
    </Create>
  );
};

export default VoucherCreate;
