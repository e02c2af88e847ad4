import { href, type Locale, type MailContent } from '@anonse/contracts';
import { MAIL_TEXTS, MESSAGE_NOTICE_ABOUT } from './mail-texts';
import { escapeHtml, fill, oneLine } from './mail-text-helpers';
import type { MailLinks, RenderedMail } from './rendered-mail';

type Notice = Extract<MailContent, { template: 'messageNotice' }>['params'];

/**
 * A message left unread while away: who wrote and about which ad, a link opening the conversation, the unsubscribe
 * page's link, and the List-Unsubscribe headers of RFC 8058 whose one-click POST turns them off at once (the token derived
 * here, at send time). The params hold no text of the message, so none can reach the e-mail.
 */
export function renderMessageNotice(notice: Notice, locale: Locale, links: MailLinks): RenderedMail {
  const texts = MAIL_TEXTS[locale].messageNotice;
  const sender = oneLine(notice.sender);
  const about = notice.adTitle ? [fill(MESSAGE_NOTICE_ABOUT[locale], { adTitle: oneLine(notice.adTitle) })] : [];
  const conversation = `${links.origin}${href('messages', locale)}?${new URLSearchParams({ c: notice.conversationId })}`;
  const token = new URLSearchParams({ token: links.messageNoticeUnsubscribeTokenOf(notice.accountId) });
  // The page asks before it acts (mail scanners open every link); the header's one-click POST is for mail programs.
  const unsubscribe = `${links.origin}${href('messageNoticeUnsubscribe', locale)}?${token}`;
  const oneClick = `${links.origin}/api/account/message-settings/unsubscribe?${token}`;
  const values = { sender };
  const subject = oneLine(fill(texts.subject, values));

  const text = [
    fill(texts.greeting, values),
    '',
    ...[...texts.paragraphs.map((p) => fill(p, values)), ...about].flatMap((p) => [p, '']),
    `${texts.action}: ${conversation}`,
    '',
    '--',
    `${texts.footer} ${unsubscribe}`,
    'anonse',
  ].join('\n');
  const html = (t: string) => fill(escapeHtml(t), { sender: escapeHtml(sender) });
  const body = [
    `<p>${html(texts.greeting)}</p>`,
    ...texts.paragraphs.map((p) => `<p>${html(p)}</p>`),
    ...about.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(conversation)}" style="display:inline-block;padding:10px 18px;background:#b3124a;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(texts.action)}</a></p>`,
    `<p style="font-size:13px;color:#555">${escapeHtml(conversation)}</p>`,
    `<hr style="border:none;border-top:1px solid #ddd"><p style="font-size:12px;color:#777">${html(texts.footer)} <a href="${escapeHtml(unsubscribe)}" style="color:#555">${escapeHtml(unsubscribe)}</a></p>`,
  ].join('\n');
  return {
    subject,
    text,
    html: `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,sans-serif;line-height:1.5;color:#222">\n${body}\n</body></html>`,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
