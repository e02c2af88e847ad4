import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { REJECT_REASON_MAX, REJECT_REASON_MIN } from '#admin/api/http';
import { REJECT_TEMPLATES } from './reference';

interface Props {
  id: string;
  reason: string;
  onChange: (reason: string) => void;
  error?: boolean;
  onBlur?: () => void;
}

/**
 * A template to start from, then the reason itself. The ad's event stores the text the owner will read, so a
 * template is copied into the field (in the console's language) and stays editable, never sent as a bare code.
 */
export const RejectReasonFields = ({ id, reason, onChange, error, onBlur }: Props) => {
  const translate = useTranslate();
  const texts = REJECT_TEMPLATES.map((code) => ({ code, text: translate(`resources.ads.templates.${code}`) }));
  const chosen = texts.find((t) => t.text === reason)?.code ?? '';
  return (
    <>
      <TextField
        select
        fullWidth
        margin="dense"
        label={translate('resources.ads.moderation.template')}
        value={chosen}
        onChange={(e) => onChange(texts.find((t) => t.code === e.target.value)?.text ?? '')}
        slotProps={{ htmlInput: { 'data-testid': 'reject-template' } }}
      >
        <MenuItem value="">{translate('resources.ads.moderation.no_template')}</MenuItem>
        {texts.map(({ code, text }) => (
          <MenuItem key={code} value={code} data-testid={`reject-template-${code}`}>
            {text}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        autoFocus
        fullWidth
        multiline
        minRows={3}
        margin="dense"
        id={id}
        name="reason"
        label={translate('resources.ads.moderation.reason')}
        value={reason}
        required
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        error={error}
        helperText={translate('resources.ads.moderation.reason_help', { min: REJECT_REASON_MIN })}
        slotProps={{ htmlInput: { maxLength: REJECT_REASON_MAX, 'data-testid': 'reject-reason' } }}
      />
    </>
  );
};
