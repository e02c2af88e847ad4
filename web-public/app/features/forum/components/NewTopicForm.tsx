import { FORUM_LIMITS, type ForumCategoryDto } from '@anonse/contracts/browser';
import { FormError, SelectField, TextField } from '#web/components/Field';
import { useTranslation } from '#web/i18n/use-translation';
import { FORUM } from '../i18n';
import { MarkdownEditorIsland, PreviewButton } from './MarkdownEditor';
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
  /** The form's "Preview" answered without JavaScript: the projector's rendering of the body. */
  preview: string | null;
}

/**
 * The new-topic form: a plain POST to the page's action, so it works without JavaScript. The action answers with
 * the field errors and what was typed, or sends the author to their topic.
 */
export function NewTopicForm({ categories, values, errors, formError, csrf, preview }: Props) {
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
      <MarkdownEditorIsland name="body" rows={12} defaultValue={values.body} error={errors.body ?? null} previewHtml={preview} />
      <p className={styles.meta}>
        {t('forum.form.queueRule')} {t('forum.write.linksLocked')}
      </p>
      <div className={styles.buttons}>
        <button type="submit" className={styles.submit}>
          {t('forum.form.publish')}
        </button>
        <PreviewButton />
      </div>
    </form>
  );
}
