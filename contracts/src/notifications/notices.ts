import { z } from 'zod';
import type { Locale } from '../i18n';
import { translateMessage } from '../messages';
import { href } from '../routes/route-table';
import { forumPostHref } from '../forum/forum-limits';
import { savedSearchHref } from '../saved-searches/saved-searches';
import { NOTIFICATIONS_MESSAGES } from './messages';

/** What a notice tells its recipient about; each is a message of namespace `notifications`. */
export const NOTICE_KINDS = [
  'adApproved',
  'adRejected',
  'adChangesApproved',
  'adChangesRejected',
  'adExpiringSoon',
  'adExpired',
  'photoProcessingFailed',
  'photoRedactionFailed',
  'photoRedactedByModerator',
  'promotionStarted',
  'promotionEndingSoon',
  'promotionEnded',
  'promotionEndedByAdministrator',
  'promotionRefunded',
  'verificationApproved',
  'verificationRejected',
  'verificationRevoked',
  'savedSearchMatches',
  'messageRequest',
  'newConversation',
  'conversationWarning',
  'forumReply',
  'forumMention',
  'forumFollowedReply',
  'forumFollowedTopic',
] as const;
export const NoticeKind = z.enum(NOTICE_KINDS);
export type NoticeKind = z.infer<typeof NoticeKind>;

/** The parameters a notice is stored with (never the rendered text: that depends on the reader's language). */
export const NoticeParams = z.object({
  /** A moderator's reason (rejections). */
  reason: z.string().optional(),
  /** When the ad's term ends (expiring soon). */
  expiresAt: z.iso.datetime().optional(),
  /** Why a photo failed: a `media` message key. */
  failure: z.string().optional(),
  /** Points that went back to the wallet (a refused promotion). */
  points: z.number().int().min(0).optional(),
  /** A rejection template's message code (`verification:reason_…`), rendered in the reader's language. */
  reasonCode: z.string().optional(),
  /** A saved search's name and canonical query, and how many new ads matched it (savedSearchMatches). */
  name: z.string().optional(),
  query: z.string().optional(),
  count: z.number().int().min(0).optional(),
  /** A forum post's topic (its address and title) and its number (forumReply, forumMention, forumFollowed…). */
  topicSlug: z.string().optional(),
  topicTitle: z.string().optional(),
  postNumber: z.number().int().min(1).optional(),
});
export type NoticeParams = z.infer<typeof NoticeParams>;

export interface NoticeSource {
  kind: NoticeKind;
  params: NoticeParams;
  /** The ad the notice is about, if any. */
  adId: string | null;
  /** The ad's current title (looked up when listing, so an approved change of title shows). */
  adTitle: string | null;
}

/** What the bell shows and where a click leads. */
export interface RenderedNotice {
  text: string;
  link: string;
}

/** Notices about an ad that is public lead to it; every other one to the owner's list, where it can be acted on. */
const LINKS_TO_AD: ReadonlySet<NoticeKind> = new Set(['adApproved', 'adChangesApproved']);
/** Notices about messages lead to the person's messages. */
const LINKS_TO_MESSAGES: ReadonlySet<NoticeKind> = new Set(['messageRequest', 'newConversation', 'conversationWarning']);
/** Notices about a forum post: a reply in one's topic, a mention, a reply in a followed topic, a topic in a followed category. */
const FORUM_NOTICES: ReadonlySet<NoticeKind> = new Set(['forumReply', 'forumMention', 'forumFollowedReply', 'forumFollowedTopic']);
/** Notices about the account's verification lead to its page. */
const LINKS_TO_VERIFICATION: ReadonlySet<NoticeKind> = new Set(['verificationApproved', 'verificationRejected', 'verificationRevoked']);

/** `{{name}}` → value, in one pass: a value that itself holds `{{…}}` stays as it is. */
export const interpolate = (template: string, values: Record<string, string>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? values[name]! : whole));

const formatDate = (iso: string, locale: Locale): string =>
  new Intl.DateTimeFormat(locale === 'pl' ? 'pl-PL' : 'en-GB', { dateStyle: 'long', timeZone: 'Europe/Warsaw' }).format(new Date(iso));

/** The text and link of a notice in `locale`. Pure: the API renders with it when listing. */
export function renderNotice(source: NoticeSource, locale: Locale): RenderedNotice {
  const texts = NOTIFICATIONS_MESSAGES[locale];
  const { params } = source;
  const failureCode = `media:${params.failure ?? 'processingFailed'}`;
  const failure = translateMessage(failureCode, locale);
  const values: Record<string, string> = {
    reason:
      [params.reasonCode ? translateMessage(params.reasonCode, locale) : '', params.reason?.trim() ?? ''].filter(Boolean).join(' ') || '—',
    date: params.expiresAt ? formatDate(params.expiresAt, locale) : '—',
    points: params.points !== undefined ? String(params.points) : '—',
    name: params.name ?? '—',
    count: params.count !== undefined ? String(params.count) : '—',
    topic: params.topicTitle ?? '—',
    // An unknown failure code (a reason added later) reads as the generic one rather than as a raw code.
    ...(source.kind === 'photoProcessingFailed'
      ? { reason: failure === failureCode ? translateMessage('media:processingFailed', locale) : failure }
      : {}),
  };
  let text = interpolate(texts[source.kind], values);
  if (source.adTitle) text = interpolate(texts.titled, { title: source.adTitle, text });
  // A saved search's notice runs that search (as it was when the notice was made).
  if (source.kind === 'savedSearchMatches') return { text, link: savedSearchHref(params.query ?? '', locale) };
  // A forum notice opens the post, on the page of the topic that holds it.
  if (FORUM_NOTICES.has(source.kind) && params.topicSlug)
    return { text, link: forumPostHref(params.topicSlug, params.postNumber ?? 1, locale) };
  const link =
    LINKS_TO_AD.has(source.kind) && source.adId
      ? href('adDetail', locale, { id: source.adId })
      : LINKS_TO_VERIFICATION.has(source.kind)
        ? href('verification', locale)
        : LINKS_TO_MESSAGES.has(source.kind)
          ? href('messages', locale)
          : href('userAds', locale);
  return { text, link };
}
