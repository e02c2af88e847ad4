import { href, SUPPORT_SUBJECT_NAMES, SUPPORT_SUBJECTS, type Locale, type MailContent, type SupportSubjectName } from '@anonse/contracts';
import { MAIL_TEXTS } from './mail-texts';
import { escapeHtml, fill, oneLine } from './mail-text-helpers';
import type { MailLinks, RenderedMail } from './rendered-mail';

type SupportMail = Extract<
  MailContent,
  { template: 'supportForward' | 'supportAcknowledged' | 'supportReply' | 'supportChatForward' | 'supportChatReply' }
>;

const subjectName = (subject: string, locale: Locale) =>
  (SUPPORT_SUBJECTS as readonly string[]).includes(subject) ? SUPPORT_SUBJECT_NAMES[subject as SupportSubjectName][locale] : subject;

export const isSupportMail = (content: MailContent): content is SupportMail => content.template.startsWith('support');

/**
 * The contact form's and the support chat's e-mails. The operator's copy quotes the sender's words; the acknowledgement never does (the
 * form must not mail a stranger's text to any address typed into it); a reply quotes the staff member's words.
 */
export function renderSupportMail(content: SupportMail, locale: Locale, links: MailLinks): RenderedMail {
  const texts = MAIL_TEXTS[locale][content.template];
  const forward = content.template === 'supportForward' ? content.params : null;
  const chatForward = content.template === 'supportChatForward' ? content.params : null;
  const subjectOf = 'subject' in content.params ? content.params.subject : '';
  const values = {
    subject: subjectName(subjectOf, locale),
    email: forward?.email ?? '',
    name: forward ? oneLine(forward.name ?? '—') : '',
    login: chatForward ? oneLine(chatForward.login) : '',
    language: forward?.language ?? chatForward?.language ?? '',
  };
  const quoted =
    content.template === 'supportForward'
      ? content.params.message
      : content.template === 'supportReply' || content.template === 'supportChatReply' || content.template === 'supportChatForward'
        ? content.params.text
        : null;
  const link =
    content.template === 'supportForward'
      ? `${links.origin}/admin/support/${encodeURIComponent(content.params.messageId)}/show`
      : content.template === 'supportChatForward'
        ? `${links.origin}/admin/support-chats/${encodeURIComponent(content.params.accountId)}/show`
        : content.template === 'supportChatReply'
          ? `${links.origin}${href('supportChat', locale)}`
          : `${links.origin}${href('contact', locale)}`;
  const subject = oneLine(fill(texts.subject, values));

  const text = [
    fill(texts.greeting, values),
    '',
    ...texts.paragraphs.flatMap((para) => [fill(para, values), '']),
    ...(quoted !== null ? [quoted, ''] : []),
    `${texts.action}: ${link}`,
    '',
    '--',
    texts.footer,
    'anonse',
  ].join('\n');
  const body = [
    `<p>${escapeHtml(fill(texts.greeting, values))}</p>`,
    ...texts.paragraphs.map((para) => `<p>${escapeHtml(fill(para, values))}</p>`),
    ...(quoted !== null
      ? [
          `<blockquote style="margin:16px 0;padding:8px 16px;border-left:4px solid #ddd;white-space:pre-wrap">${escapeHtml(quoted)}</blockquote>`,
        ]
      : []),
    `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#b3124a;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(texts.action)}</a></p>`,
    `<hr style="border:none;border-top:1px solid #ddd"><p style="font-size:12px;color:#777">${escapeHtml(texts.footer)}</p>`,
  ].join('\n');
  return {
    subject,
    text,
    html: `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,sans-serif;line-height:1.5;color:#222">\n${body}\n</body></html>`,
    // The operator answers the sender straight from their mail program if they must.
    ...(content.template === 'supportForward' ? { headers: { 'Reply-To': content.params.email } } : {}),
  };
}
