import { FORUM_FOLLOW_KINDS, type ForumFollowKind, type Locale } from '@anonse/contracts/browser';
import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { getT } from '#web/i18n/i18n';
import { serverApi } from '#web/lib/api.server';
import { requireUser } from '#web/lib/guards.server';
import { csrfOf, field } from '#web/features/forum/lib/forum-form.server';
import { changeFollow } from '../api/forum-follows.server';
import { FORUM_FOLLOWS } from '../i18n';

/** Whether a posted form is a follow button's (`intent=follow|unfollow`). */
export const isFollowForm = (form: FormData): boolean => ['follow', 'unfollow'].includes(field(form, 'intent'));

export interface FollowActionState {
  followError: string;
}

/**
 * A follow button's POST (with or without JavaScript; a guest goes to sign in): back to `back` on success, so a reload
 * does not post again; the API's message otherwise.
 */
export async function followAction(args: ActionFunctionArgs, form: FormData, locale: Locale, back: string) {
  await requireUser(args);
  const kind = field(form, 'kind') as ForumFollowKind;
  const t = getT(locale, FORUM_FOLLOWS);
  if (!(FORUM_FOLLOW_KINDS as readonly string[]).includes(kind))
    return data<FollowActionState>({ followError: t('forumFollows.failed') }, { status: 400 });
  const api = serverApi(args.request, args.context, locale);
  const result = await changeFollow(api, field(form, 'intent') === 'follow', kind, field(form, 'id'), csrfOf(args.request, form));
  if (result.ok) return redirect(back);
  return data<FollowActionState>({ followError: result.message || t('forumFollows.failed') }, { status: result.status || 400 });
}
