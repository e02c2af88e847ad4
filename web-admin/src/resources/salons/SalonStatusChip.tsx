import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'react-admin';
import type { SalonRecord } from './types';

const COLORS = { pending: 'warning', approved: 'success', rejected: 'error' } as const;

/** The status, and whether an approved salon's edit waits for a decision. */
export const SalonStatusChip = ({ record }: { record: SalonRecord }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5}>
      <Chip
        size="small"
        color={COLORS[record.status]}
        label={translate(`resources.salons.status.${record.status}`)}
        data-testid="salon-status"
      />
      {record.hasRevision && <Chip size="small" color="warning" variant="outlined" label={translate('resources.salons.revision')} />}
    </Stack>
  );
};

/** Whether something waits for a moderator: a new salon, or an approved one's edit. */
export const awaitsDecision = (r: SalonRecord) => r.status === 'pending' || r.hasRevision;
