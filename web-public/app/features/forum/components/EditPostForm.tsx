import { FORUM_LIMITS } from '@anonse/contracts/browser';
import { FormError, TextField } from '#web/components/Field';
import { useTranslation } from '#web/i18n/use-translation';
import { useLocale } from '#web/lib/app-data';
import { FORUM } from '../i18n';
import { MarkdownEditorIsland } from './MarkdownEditor';
import { PostActionForm, type PostActionProps } from './PostActionForm';
import styles from './Forum.module.css';

export interface EditPostState {
  postId: string;
  number: number;
  body: string;
  /** The opening post carries its topic's title (null on a reply). */
  title: string | null;
  /** When the window closes (the API's `editableUntil`). */
  until: string | null;
  errors: Record<string, string>;
  formError: string | null;
}

/**
 * The author's correction in place of their post (`?edit=n`): a plain POST (`intent=edit`) to the topic page's
 * action, so it works without JavaScript; "Cancel" is a link back to the post.
 */
export function EditPostForm({ action, cancel, csrf, state }: { action: string; cancel: string; csrf: string; state: EditPostState }) {
  const { t } = useTranslation(FORUM);
  const locale = useLocale();
  const time = state.until
    ? new Intl.DateTimeFormat(locale === 'pl' ? 'pl-PL' : 'en-GB', { timeStyle: 'short', timeZone: 'Europe/Warsaw' }).format(
        new Date(state.until),
      )
    : null;
  return (
    <form method="post" action={`${action}#post-${state.number}`} className={styles.form} data-testid="forum-edit" noValidate>
      <h2 className={styles.meta}>{t('forum.write.editTitle', { n: state.number })}</h2>
      {state.formError && <FormError>{state.formError}</FormError>}
      <input type="hidden" name="_csrf" value={csrf} />
      <input type="hidden" name="intent" value="edit" />
      <input type="hidden" name="postId" value={state.postId} />
      <input type="hidden" name="number" value={state.number} />
      {state.title !== null && (
        <TextField
          label={t('forum.form.title')}
          name="title"
          required
          minLength={FORUM_LIMITS.titleMin}
          maxLength={FORUM_LIMITS.title}
          defaultValue={state.title}
          error={state.errors.title}
        />
      )}
      <MarkdownEditorIsland name="body" rows={8} defaultValue={state.body} error={state.errors.body ?? null} previewHtml={null} />
      {time && <p className={styles.meta}>{t('forum.write.editUntil', { time })}</p>}
      <div className={styles.buttons}>
        <button type="submit" className={styles.submit}>
          {t('forum.write.save')}
        </button>
        <a href={cancel}>{t('forum.write.cancel')}</a>
      </div>
    </form>
  );
}

/**
 * "Usuń" / "Delete" under one's own post (`intent=delete`), with its confirmation, without JavaScript too. The opening
 * post says that the topic goes with it.
 */
export function DeletePostForm(props: PostActionProps) {
  const { t } = useTranslation(FORUM);
  return (
    <PostActionForm
      {...props}
      intent="delete"
      summary={t('forum.write.delete')}
      submit={t('forum.write.deleteSubmit')}
      testId="forum-delete"
      lead={<p>{props.number === 1 ? t('forum.write.deleteTopicConfirm') : t('forum.write.deleteConfirm')}</p>}
    />
  );
}
