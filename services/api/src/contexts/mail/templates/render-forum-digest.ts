import { forumPostHref, href, type Locale, type MailContent } from '@anonse/contracts';
import { FORUM_DIGEST_TEXTS, MAIL_TEXTS } from './mail-texts';
import { escapeHtml, fill, oneLine } from './mail-text-helpers';
import type { MailLinks, RenderedMail } from './rendered-mail';

type Digest = Extract<MailContent, { template: 'forumDigest' }>['params'];

/**
 * The daily forum e-mail: per topic a line (a new topic, or how many new posts) linking to its first new post, a link
 * to the page of what one follows, the unsubscribe page's link, and the List-Unsubscribe headers of RFC 8058 whose
 * one-click POST turns the e-mail off at once (the token derived here, at send time, from the account id).
 */
export function renderForumDigest(digest: Digest, locale: Locale, links: MailLinks): RenderedMail {
  const texts = MAIL_TEXTS[locale].forumDigest;
  const words = FORUM_DIGEST_TEXTS[locale];
  const topics = digest.topics.map((t) => ({
    line: fill(t.newTopic ? words.newTopic : words.newPosts, { title: oneLine(t.title), count: String(t.posts) }),
    link: `${links.origin}${forumPostHref(t.slug, t.number, locale)}`,
  }));
  const token = new URLSearchParams({ token: links.forumDigestUnsubscribeTokenOf(digest.accountId) });
  // The page asks before it acts (mail scanners open every link); the header's one-click POST is for mail programs.
  const unsubscribe = `${links.origin}${href('forumDigestUnsubscribe', locale)}?${token}`;
  const oneClick = `${links.origin}/api/forum-follows/unsubscribe?${token}`;
  const manage = `${links.origin}${href('forumFollows', locale)}`;
  const subject = oneLine(texts.subject);

  const text = [
    texts.greeting,
    '',
    ...texts.paragraphs.flatMap((p) => [p, '']),
    ...topics.map((t) => `- ${t.line}: ${t.link}`),
    '',
    `${texts.action}: ${manage}`,
    '',
    '--',
    `${texts.footer} ${unsubscribe}`,
    'anonse',
  ].join('\n');
  const link = (url: string, label: string, style = '') =>
    `<a href="${escapeHtml(url)}"${style ? ` style="${style}"` : ''}>${escapeHtml(label)}</a>`;
  const body = [
    `<p>${escapeHtml(texts.greeting)}</p>`,
    ...texts.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<ul>${topics.map((t) => `<li>${link(t.link, t.line)}</li>`).join('')}</ul>`,
    `<p>${link(manage, texts.action, 'display:inline-block;padding:10px 18px;background:#b3124a;color:#fff;text-decoration:none;border-radius:6px')}</p>`,
    `<hr style="border:none;border-top:1px solid #ddd"><p style="font-size:12px;color:#777">${escapeHtml(texts.footer)} ${link(unsubscribe, words.unsubscribe, 'color:#555')}</p>`,
  ].join('\n');
  return {
    subject,
    text,
    html: `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,sans-serif;line-height:1.5;color:#222">\n${body}\n</body></html>`,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
