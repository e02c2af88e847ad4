import { FORUM_LIMITS, type ForumCategoryDto } from '@anonse/contracts/browser';
import { FormError, TextField } from '#web/components/Field';
import { useTranslation } from '#web/i18n/use-translation';
import { FORUM } from '../i18n';
import styles from './Forum.module.css';
import type { StaffFormAnswer } from './ForumTagsAdmin';

/**
 * /forum/admin/category/: each open category as a form (rename, describe, order) with its archive button, the
 * archived ones listed, and a form for a new one; all plain POST forms that work without JavaScript.
 */
export function ForumCategoriesAdmin({
  categories,
  csrf,
  answer,
  done,
}: {
  categories: ForumCategoryDto[];
  csrf: string;
  answer: StaffFormAnswer | null;
  done: string | null;
}) {
  const { t } = useTranslation(FORUM);
  const mine = (intent: string, id?: string) => (answer?.intent === intent && answer.id === id ? answer : null);
  const hidden = (intent: string, id?: string) => (
    <>
      <input type="hidden" name="_csrf" value={csrf} />
      <input type="hidden" name="intent" value={intent} />
      {id && <input type="hidden" name="id" value={id} />}
    </>
  );
  const fields = (c: Partial<ForumCategoryDto>, errors: Record<string, string>) => (
    <>
      <TextField
        label={t('forum.admin.name')}
        name="name"
        required
        maxLength={FORUM_LIMITS.categoryName}
        defaultValue={c.name ?? ''}
        error={errors.name}
      />
      <TextField
        label={t('forum.admin.description')}
        name="description"
        maxLength={FORUM_LIMITS.categoryDescription}
        defaultValue={c.description ?? ''}
        error={errors.description}
      />
      <TextField
        label={t('forum.admin.position')}
        name="position"
        type="number"
        min={0}
        defaultValue={String(c.position ?? 0)}
        error={errors.position}
      />
    </>
  );
  const created = mine('create');
  return (
    <>
      {done && (
        <p className={styles.notice} role="status" data-testid="forum-admin-done">
          {t('forum.admin.saved')}
        </p>
      )}
      <ul className={styles.list}>
        {categories
          .filter((c) => !c.archived)
          .map((c) => {
            const answered = mine('update', c.id);
            return (
              <li key={c.id} className={styles.adminRow} data-testid="forum-admin-category" data-slug={c.slug}>
                <form method="post" className={styles.form} noValidate>
                  <h2>
                    {c.name} <small>/{c.slug}/</small>
                  </h2>
                  {answered?.formError && <FormError>{answered.formError}</FormError>}
                  {hidden('update', c.id)}
                  {fields(c, answered?.errors ?? {})}
                  <button type="submit" className={styles.submit}>
                    {t('forum.admin.save')}
                  </button>
                </form>
                <form method="post">
                  {hidden('archive', c.id)}
                  <button type="submit" className={styles.secondary}>
                    {t('forum.admin.archive')}
                  </button>
                </form>
              </li>
            );
          })}
      </ul>
      {categories.some((c) => c.archived) && (
        <>
          <h2>{t('forum.admin.archivedCategories')}</h2>
          <ul>
            {categories
              .filter((c) => c.archived)
              .map((c) => (
                <li key={c.id}>
                  {c.name} (/{c.slug}/)
                </li>
              ))}
          </ul>
        </>
      )}
      <form method="post" className={styles.form} data-testid="forum-admin-category-create" noValidate>
        <h2>{t('forum.admin.newCategory')}</h2>
        {created?.formError && <FormError>{created.formError}</FormError>}
        {hidden('create')}
        <TextField
          label={t('forum.admin.slug')}
          hint={t('forum.admin.slugHint')}
          name="slug"
          required
          maxLength={FORUM_LIMITS.categorySlug}
          error={created?.errors.slug}
        />
        {fields({}, created?.errors ?? {})}
        <button type="submit" className={styles.submit}>
          {t('forum.admin.create')}
        </button>
      </form>
    </>
  );
}
