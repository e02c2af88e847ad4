import type { ForumTagDto } from '@anonse/contracts/browser';
import { FormError, SelectField, TextField } from '#web/components/Field';
import { useTranslation } from '#web/i18n/use-translation';
import { FORUM } from '../i18n';
import styles from './Forum.module.css';

export interface StaffFormAnswer {
  intent: string;
  /** The category the refused form was about (its message shows on that one's form). */
  id?: string;
  errors: Record<string, string>;
  formError: string | null;
}

function TagSelect({ name, label, tags, error }: { name: string; label: string; tags: ForumTagDto[]; error?: string | undefined }) {
  return (
    <SelectField label={label} name={name} required defaultValue="" error={error}>
      <option value="" disabled>
        —
      </option>
      {tags.map((t) => (
        <option key={t.tag} value={t.tag}>
          {t.tag} ({t.topicCount})
        </option>
      ))}
    </SelectField>
  );
}

/**
 * /forum/admin/tags/: the tags with their topics, and four plain forms (make, rename, merge, archive) that work without
 * JavaScript; each answers with the list as it is now, or with its field's message.
 */
export function ForumTagsAdmin({
  tags,
  csrf,
  answer,
  done,
}: {
  tags: ForumTagDto[];
  csrf: string;
  answer: StaffFormAnswer | null;
  done: string | null;
}) {
  const { t } = useTranslation(FORUM);
  const live = tags.filter((tag) => !tag.archived);
  const errorsOf = (intent: string) => (answer?.intent === intent ? answer.errors : {});
  const formErrorOf = (intent: string) => (answer?.intent === intent ? answer.formError : null);
  const form = (intent: string, title: string, fields: React.ReactNode) => (
    <form method="post" className={styles.form} data-testid={`forum-tags-${intent}`} noValidate>
      <h2>{title}</h2>
      {formErrorOf(intent) && <FormError>{formErrorOf(intent)}</FormError>}
      <input type="hidden" name="_csrf" value={csrf} />
      <input type="hidden" name="intent" value={intent} />
      {fields}
      <button type="submit" className={styles.submit}>
        {title}
      </button>
    </form>
  );
  return (
    <>
      {done && (
        <p className={styles.notice} role="status" data-testid="forum-admin-done">
          {t('forum.admin.saved')}
        </p>
      )}
      <table className={styles.table} data-testid="forum-tags">
        <thead>
          <tr>
            <th scope="col">{t('forum.admin.tag')}</th>
            <th scope="col">{t('forum.topics')}</th>
            <th scope="col">{t('forum.admin.state')}</th>
          </tr>
        </thead>
        <tbody>
          {tags.map((tag) => (
            <tr key={tag.tag} data-tag={tag.tag}>
              <td>#{tag.tag}</td>
              <td>{tag.topicCount}</td>
              <td>{tag.archived ? t('forum.admin.archived') : t('forum.admin.active')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.adminForms}>
        {form(
          'merge',
          t('forum.admin.merge'),
          <>
            <TagSelect name="tag" label={t('forum.admin.mergeFrom')} tags={live} error={errorsOf('merge').tag} />
            <TagSelect name="into" label={t('forum.admin.mergeInto')} tags={live} error={errorsOf('merge').into} />
          </>,
        )}
        {form(
          'rename',
          t('forum.admin.rename'),
          <>
            <TagSelect name="tag" label={t('forum.admin.tag')} tags={live} error={errorsOf('rename').tag} />
            <TextField label={t('forum.admin.newName')} name="to" required error={errorsOf('rename').to} />
          </>,
        )}
        {form(
          'create',
          t('forum.admin.create'),
          <TextField label={t('forum.admin.tag')} name="tag" required error={errorsOf('create').tag} />,
        )}
        {form(
          'archive',
          t('forum.admin.archive'),
          <TagSelect name="tag" label={t('forum.admin.tag')} tags={live} error={errorsOf('archive').tag} />,
        )}
      </div>
    </>
  );
}
