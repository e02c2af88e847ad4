import { ForumDigestUnsubscribeResult, ForumFollowsDto, type ForumFollowKind } from '@anonse/contracts';
import { readJson, type ApiFetch } from '#web/lib/api';
import { sendForumForm, type ForumWriteResult } from '#web/features/forum/api/forum-write.server';

/** GET /api/user/forum-follows → what the signed-in member follows and whether the daily e-mail is on. */
export async function getForumFollows(api: ApiFetch): Promise<ForumFollowsDto> {
  return ForumFollowsDto.parse(await readJson<unknown>(await api('/api/user/forum-follows')));
}

/** PUT (follow) or DELETE (unfollow) /api/user/forum-follows/{kind}/{id}, with the form's CSRF token. */
export const changeFollow = (
  api: ApiFetch,
  follow: boolean,
  kind: ForumFollowKind,
  id: string,
  csrf: string,
): Promise<ForumWriteResult<unknown>> =>
  sendForumForm(api, `/api/user/forum-follows/${kind}/${encodeURIComponent(id)}`, {}, csrf, follow ? 'PUT' : 'DELETE');

/** PUT /api/user/forum-follows/digest: the daily e-mail on or off. */
export const changeDigest = (api: ApiFetch, digest: boolean, csrf: string): Promise<ForumWriteResult<unknown>> =>
  sendForumForm(api, '/api/user/forum-follows/digest', { digest }, csrf, 'PUT');

/** The e-mail link's own request (no session: the token proves it); a forged token answers 400 with a localized message. */
export async function unsubscribeForumDigest(api: ApiFetch, token: string): Promise<ForumDigestUnsubscribeResult> {
  return ForumDigestUnsubscribeResult.parse(
    await readJson<unknown>(await api(`/api/forum-follows/unsubscribe?${new URLSearchParams({ token })}`, { method: 'POST' })),
  );
}
