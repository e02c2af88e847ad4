import { href, type Locale, type MailContent } from '@anonse/contracts';
import { MAIL_TEXTS } from './mail-texts';
import { renderDigest } from './render-digest';
import { renderForumDigest } from './render-forum-digest';
import { renderMessageNotice } from './render-message-notice';
import { isSupportMail, renderSupportMail } from './render-support';
import { escapeHtml, oneLine } from './mail-text-helpers';
import type { MailLinks, RenderedMail } from './rendered-mail';

export type { MailLinks, RenderedMail } from './rendered-mail';

const fill = (template: string, params: Record<string, string>, escape: (v: string) => string): string =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => escape(params[name] ?? ''));

function dateOf(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'pl' ? 'pl-PL' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Warsaw',
  }).format(new Date(iso));
}

function linkOf(content: MailContent, locale: Locale, links: MailLinks): string {
  const page = (path: string, query?: Record<string, string>) => `${links.origin}${path}${query ? `?${new URLSearchParams(query)}` : ''}`;
  switch (content.template) {
    case 'emailConfirmation':
    case 'emailChange':
      return page(href('confirmEmail', locale), { token: links.tokenOf(content.params.accountId, content.params.requestId) });
    case 'passwordReset':
      return page(href('resetPassword', locale), { token: links.tokenOf(content.params.accountId, content.params.requestId) });
    case 'adApproved':
    case 'adChangesApproved':
      return page(href('adDetail', locale, { id: content.params.adId }));
    case 'savedSearchDigest':
      return page(href('savedSearches', locale));
    default:
      return page(href('userAds', locale));
  }
}

/** One message in one language: plain text and HTML with the same words and the same link. */
export function renderMail(content: MailContent, locale: Locale, links: MailLinks): RenderedMail {
  if (content.template === 'savedSearchDigest') return renderDigest(content.params, locale, links);
  if (content.template === 'messageNotice') return renderMessageNotice(content.params, locale, links);
  if (content.template === 'forumDigest') return renderForumDigest(content.params, locale, links);
  if (isSupportMail(content)) return renderSupportMail(content, locale, links);
  const texts = MAIL_TEXTS[locale][content.template];
  const params: Record<string, string> = Object.fromEntries(Object.entries(content.params).map(([k, v]) => [k, String(v)]));
  if ('expiresAt' in content.params) params.expiresAt = dateOf(content.params.expiresAt, locale);
  const link = linkOf(content, locale, links);
  const plain = (t: string) => fill(t, params, (v) => v);
  const html = (t: string) => fill(t, params, escapeHtml);

  const text = [
    plain(texts.greeting),
    '',
    ...texts.paragraphs.flatMap((p) => [plain(p), '']),
    `${texts.action}: ${link}`,
    '',
    '--',
    plain(texts.footer),
    'anonse',
  ].join('\n');
  const body = [
    `<p>${html(texts.greeting)}</p>`,
    ...texts.paragraphs.map((p) => `<p>${html(p)}</p>`),
    `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#b3124a;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(texts.action)}</a></p>`,
    `<p style="font-size:13px;color:#555">${escapeHtml(link)}</p>`,
    `<hr style="border:none;border-top:1px solid #ddd"><p style="font-size:12px;color:#777">${html(texts.footer)}</p>`,
  ].join('\n');
  return {
    subject: oneLine(plain(texts.subject)),
    text,
    html: `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(oneLine(plain(texts.subject)))}</title></head><body style="font-family:Arial,sans-serif;line-height:1.5;color:#222">\n${body}\n</body></html>`,
  };
}
