import { href } from '@anonse/contracts/browser';
import { FormError } from '#web/components/Field';
import { useTranslation } from '#web/i18n/use-translation';
import { useLocale } from '#web/lib/app-data';
import { FORUM } from '../i18n';
import { MarkdownEditorIsland, PreviewButton } from './MarkdownEditor';
import styles from './Forum.module.css';

export interface ReplyFormState {
  body: string;
  error: string | null;
  /** The form's "Preview" answered without JavaScript: the projector's rendering of `body`. */
  preview?: string | null;
}

/**
 * The reply form under a topic: a plain POST to the topic page's action, so it works without JavaScript. A guest
 * sees the way to sign in instead. `state` is what the action answered (an error, a preview) or the quote a
 * "Cytuj" link asked for (`?quote=n`).
 */
export function ReplyForm({
  signedIn,
  action,
  csrf,
  state,
}: {
  signedIn: boolean;
  action: string;
  csrf: string;
  state: ReplyFormState | null;
}) {
  const { t } = useTranslation(FORUM);
  const locale = useLocale();
  if (!signedIn)
    return (
      <p className={styles.reply}>
        <a href={href('login', locale)}>{t('forum.form.signInToReply')}</a>
      </p>
    );
  return (
    <section className={styles.reply} id="reply" aria-labelledby="reply-title">
      <h2 id="reply-title">{t('forum.form.replyTitle')}</h2>
      <form method="post" action={`${action}#reply`} className={styles.form} data-testid="forum-reply" noValidate>
        {state?.error && <FormError>{t('forum.form.fixErrors')}</FormError>}
        <input type="hidden" name="_csrf" value={csrf} />
        <MarkdownEditorIsland
          name="body"
          rows={6}
          defaultValue={state?.body ?? ''}
          error={state?.error ?? null}
          previewHtml={state?.preview ?? null}
        />
        <p className={styles.meta}>{t('forum.write.linksLocked')}</p>
        <div className={styles.buttons}>
          <button type="submit" className={styles.submit}>
            {t('forum.form.send')}
          </button>
          <PreviewButton />
        </div>
      </form>
    </section>
  );
}
