import { FORUM_LIMITS, type ForumCategoryDto } from '@anonse/contracts/browser';
import { FormError, SelectField, TextAreaField, TextField } from '#web/components/Field';
import { useTranslation } from '#web/i18n/use-translation';
import { FORUM } from '../i18n';
import styles from './Forum.module.css';

export interface NewTopicValues {
  categoryId: string;
  title: string;
  tags: string;
  body: string;
}

interface Props {
  categories: Pick<ForumCategoryDto, 'id' | 'name'>[];
  values: NewTopicValues;
  errors: Record<string, string>;
  formError: string | null;
  csrf: string;
}

/**
 * The new-topic form: a plain POST to the page's action, so it works without JavaScript. The action answers with
 * the field errors and what was typed, or sends the author to their topic.
 */
export function NewTopicForm({ categories, values, errors, formError, csrf }: Props) {
  const { t } = useTranslation(FORUM);
  return (
    <form method="post" className={styles.form} data-testid="forum-new-topic" noValidate>
      {formError && <FormError>{formError}</FormError>}
      <input type="hidden" name="_csrf" value={csrf} />
      <SelectField label={t('forum.form.category')} name="categoryId" required defaultValue={values.categoryId} error={errors.categoryId}>
        <option value="">{t('forum.form.chooseCategory')}</option>
        {categories.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('forum.form.title')}
        name="title"
        required
        minLength={FORUM_LIMITS.titleMin}
        maxLength={FORUM_LIMITS.title}
        defaultValue={values.title}
        error={errors.title}
      />
      <TextField
        label={t('forum.form.tags')}
        hint={t('forum.form.tagsHint', { n: FORUM_LIMITS.tags })}
        name="tags"
        defaultValue={values.tags}
        error={errors.tags}
      />
      <TextAreaField
        label={t('forum.form.body')}
        hint={t('forum.form.bodyHint')}
        name="body"
        required
        rows={12}
        maxLength={FORUM_LIMITS.body}
        defaultValue={values.body}
        error={errors.body}
      />
      <p className={styles.meta}>{t('forum.form.queueRule')}</p>
      <button type="submit" className={styles.submit}>
        {t('forum.form.publish')}
      </button>
    </form>
  );
}
