import { FORUM_FLAG_REASONS, FORUM_LIMITS } from '@anonse/contracts/browser';
import { SelectField, TextAreaField } from '#web/components/Field';
import { useTranslation } from '#web/i18n/use-translation';
import { FORUM } from '../i18n';
import styles from './Forum.module.css';

/**
 * "Zgłoś" / "Report" under someone else's post: a `<details>` holding a plain POST to the topic page's action
 * (`intent=flag`), so it opens and sends without JavaScript. `error` is the API's message for this post's flag.
 */
export function FlagForm({
  action,
  csrf,
  postId,
  number,
  error,
}: {
  action: string;
  csrf: string;
  postId: string;
  number: number;
  error: string | null;
}) {
  const { t } = useTranslation(FORUM);
  return (
    <details className={styles.flag} open={error ? true : undefined}>
      <summary>{t('forum.flag.open')}</summary>
      <form method="post" action={`${action}#post-${number}`} className={styles.form} data-testid="forum-flag" noValidate>
        {error && (
          <p className={styles.notice} role="alert">
            {error}
          </p>
        )}
        <input type="hidden" name="_csrf" value={csrf} />
        <input type="hidden" name="intent" value="flag" />
        <input type="hidden" name="postId" value={postId} />
        <input type="hidden" name="number" value={number} />
        <SelectField label={t('forum.flag.reason')} name="reason" required defaultValue="spam">
          {FORUM_FLAG_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {t(`forum.flag.reasons.${reason}`)}
            </option>
          ))}
        </SelectField>
        <TextAreaField label={t('forum.flag.note')} name="note" rows={2} maxLength={FORUM_LIMITS.flagNote} />
        <button type="submit" className={styles.secondary}>
          {t('forum.flag.send')}
        </button>
      </form>
    </details>
  );
}
