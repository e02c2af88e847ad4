import type { ForumFollowKind } from '@anonse/contracts/browser';
import { useTranslation } from '#web/i18n/use-translation';
import forum from '#web/features/forum/components/Forum.module.css';
import styles from './ForumFollows.module.css';
import { FORUM_FOLLOWS } from '../i18n';

export interface FollowState {
  kind: ForumFollowKind;
  id: string;
  /** Whether the reader follows it already (false for a guest, whose POST goes to sign in). */
  following: boolean;
  csrf: string;
  /** The API's refusal of the last press. */
  error: string | null;
}

/**
 * "Obserwuj" / "Przestań obserwować" on a topic's or a category's page: a plain POST to the page's own action
 * (`intent=follow|unfollow`), so it works without JavaScript.
 */
export function FollowButton({ follow }: { follow: FollowState }) {
  const { t } = useTranslation(FORUM_FOLLOWS);
  return (
    <form method="post" className={styles.follow} data-testid="forum-follow" data-following={follow.following}>
      <input type="hidden" name="_csrf" value={follow.csrf} />
      <input type="hidden" name="intent" value={follow.following ? 'unfollow' : 'follow'} />
      <input type="hidden" name="kind" value={follow.kind} />
      <input type="hidden" name="id" value={follow.id} />
      <button
        type="submit"
        className={forum.secondary}
        aria-pressed={follow.following}
        title={t(follow.kind === 'topic' ? 'forumFollows.followTopicHint' : 'forumFollows.followCategoryHint')}
      >
        {follow.following ? t('forumFollows.unfollow') : t('forumFollows.follow')}
      </button>
      {follow.error && (
        <span className={forum.notice} role="alert">
          {follow.error}
        </span>
      )}
    </form>
  );
}
