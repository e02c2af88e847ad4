import type { ForumFollowKind, Locale } from '@anonse/contracts/browser';
import type { LoaderFunctionArgs } from 'react-router';
import { ApiRequestError } from '#web/lib/api';
import { serverApi } from '#web/lib/api.server';
import { csrfFor } from '#web/features/forum/lib/forum-form.server';
import { getForumFollows } from '../api/forum-follows.server';
import type { FollowState } from '../components/FollowButton';

/** A guest's request carries no session cookie: no need to ask the API what they follow. */
const mayBeSignedIn = (request: Request) => /(^|;\s*)(__Host-)?anonse_session=/.test(request.headers.get('cookie') ?? '');

/** The follow button's state on a topic's or a category's page: whether the reader follows it (a guest does not). */
export async function followStateOf(args: LoaderFunctionArgs, locale: Locale, kind: ForumFollowKind, id: string): Promise<FollowState> {
  let following = false;
  if (mayBeSignedIn(args.request)) {
    try {
      const follows = await getForumFollows(serverApi(args.request, args.context, locale));
      following = (kind === 'topic' ? follows.topics : follows.categories).some((f) => f.id === id);
    } catch (error) {
      if (!(error instanceof ApiRequestError && error.status === 401)) throw error;
    }
  }
  return { kind, id, following, csrf: csrfFor(args.request), error: null };
}
