import { FORUM_FLAG_REASONS, FORUM_LIMITS } from '@anonse/contracts/browser';
import { SelectField, TextAreaField } from '#web/components/Field';
import { useTranslation } from '#web/i18n/use-translation';
import { FORUM } from '../i18n';
import { PostActionForm, type PostActionProps } from './PostActionForm';

/**
 * "Zgłoś" / "Report" under someone else's post (`intent=flag`), without JavaScript too. `error` is the API's message
 * for this post's flag.
 */
export function FlagForm(props: PostActionProps) {
  const { t } = useTranslation(FORUM);
  return (
    <PostActionForm {...props} intent="flag" summary={t('forum.flag.open')} submit={t('forum.flag.send')} testId="forum-flag">
      <SelectField label={t('forum.flag.reason')} name="reason" required defaultValue="spam">
        {FORUM_FLAG_REASONS.map((reason) => (
          <option key={reason} value={reason}>
            {t(`forum.flag.reasons.${reason}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField label={t('forum.flag.note')} name="note" rows={2} maxLength={FORUM_LIMITS.flagNote} />
    </PostActionForm>
  );
}
