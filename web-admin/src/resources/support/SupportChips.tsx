import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { SUPPORT_SUBJECT_NAMES, type SupportSubject } from '@anonse/contracts';
import { useLocaleState, useTranslate } from 'react-admin';
import type { SupportRecord } from './types';

/** Open (and, while nobody answered, "unanswered") or handled. */
export const SupportStatusChips = ({ record }: { record: SupportRecord }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip
        size="small"
        color={record.status === 'open' ? 'warning' : 'success'}
        variant={record.status === 'open' ? 'filled' : 'outlined'}
        label={translate(`resources.support.status.${record.status}`)}
        data-testid="support-status"
      />
      {record.status === 'open' && record.unanswered && (
        <Chip size="small" color="error" label={translate('resources.support.unanswered')} data-testid="support-unanswered" />
      )}
    </Stack>
  );
};

/** A subject's name in the console's language (one list of names with the form and the e-mails, in contracts). */
export function useSubjectName(): (subject: SupportSubject) => string {
  const [locale] = useLocaleState();
  return (subject) => SUPPORT_SUBJECT_NAMES[subject][locale === 'en' ? 'en' : 'pl'];
}
