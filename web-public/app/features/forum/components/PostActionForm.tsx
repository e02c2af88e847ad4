import type { ReactNode } from 'react';
import styles from './Forum.module.css';

export interface PostActionProps {
  action: string;
  csrf: string;
  postId: string;
  number: number;
  /** The API's message for this post's action: the `<details>` opens on it. */
  error: string | null;
}

/**
 * An action under one post ("Zgłoś", "Usuń"): a `<details>` holding a plain POST to the topic page's action with
 * the post's id and number and `intent`, so it opens and sends without JavaScript and comes back to `#post-n`.
 * `lead` stands above the error, `children` (the action's own fields) below the hidden ones.
 */
export function PostActionForm({
  action,
  csrf,
  postId,
  number,
  error,
  intent,
  summary,
  submit,
  testId,
  lead,
  children,
}: PostActionProps & { intent: string; summary: string; submit: string; testId: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <details className={styles.flag} open={error ? true : undefined}>
      <summary>{summary}</summary>
      <form method="post" action={`${action}#post-${number}`} className={styles.form} data-testid={testId} noValidate>
        {lead}
        {error && (
          <p className={styles.notice} role="alert">
            {error}
          </p>
        )}
        <input type="hidden" name="_csrf" value={csrf} />
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="postId" value={postId} />
        <input type="hidden" name="number" value={number} />
        {children}
        <button type="submit" className={styles.secondary}>
          {submit}
        </button>
      </form>
    </details>
  );
}
