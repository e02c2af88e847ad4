import { href, savedSearchHref, type Locale, type MailContent } from '@anonse/contracts';
import { DIGEST_TEXTS, MAIL_TEXTS } from './mail-texts';
import { escapeHtml, fill, oneLine } from './mail-text-helpers';
import type { MailLinks, RenderedMail } from './rendered-mail';

type Digest = Extract<MailContent, { template: 'savedSearchDigest' }>['params'];

/**
 * The daily e-mail of saved searches: per search its new ads (each a link), a link running the search and a link
 * turning its digest off; plus the List-Unsubscribe headers of RFC 8058, whose one-click POST turns off every search
 * of this message. Tokens are derived here, at send time, from the ids (never stored).
 */
export function renderDigest(digest: Digest, locale: Locale, links: MailLinks): RenderedMail {
  const texts = MAIL_TEXTS[locale].savedSearchDigest;
  const words = DIGEST_TEXTS[locale];
  const page = (path: string) => `${links.origin}${path}`;
  const tokenOf = (searchId: string) => links.unsubscribeTokenOf(digest.accountId, searchId);
  const searches = digest.searches.map((s) => ({
    heading: fill(words.heading, { name: oneLine(s.name), count: String(s.ads.length) }),
    ads: s.ads.map((ad) => ({ title: oneLine(ad.title), link: page(href('adDetail', locale, { id: ad.adId })) })),
    all: page(savedSearchHref(s.query, locale)),
    unsubscribe: page(`${href('savedSearchUnsubscribe', locale)}?${new URLSearchParams({ token: tokenOf(s.searchId) })}`),
  }));
  const dashboard = page(href('savedSearches', locale));
  const oneClick = `${links.origin}/api/saved-searches/unsubscribe?${new URLSearchParams(digest.searches.map((s) => ['token', tokenOf(s.searchId)]))}`;

  const text = [
    texts.greeting,
    '',
    ...texts.paragraphs.flatMap((p) => [p, '']),
    ...searches.flatMap((s) => [
      s.heading,
      ...s.ads.map((ad) => `- ${ad.title}: ${ad.link}`),
      `${words.seeAll}: ${s.all}`,
      `${words.unsubscribe}: ${s.unsubscribe}`,
      '',
    ]),
    `${texts.action}: ${dashboard}`,
    '',
    '--',
    texts.footer,
    'anonse',
  ].join('\n');
  const link = (url: string, label: string, style = '') =>
    `<a href="${escapeHtml(url)}"${style ? ` style="${style}"` : ''}>${escapeHtml(label)}</a>`;
  const body = [
    `<p>${escapeHtml(texts.greeting)}</p>`,
    ...texts.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...searches.map((s) =>
      [
        `<h2 style="font-size:17px;margin:24px 0 8px">${escapeHtml(s.heading)}</h2>`,
        `<ul>${s.ads.map((ad) => `<li>${link(ad.link, ad.title)}</li>`).join('')}</ul>`,
        `<p>${link(s.all, words.seeAll)} · <span style="font-size:13px">${link(s.unsubscribe, words.unsubscribe, 'color:#555')}</span></p>`,
      ].join('\n'),
    ),
    `<p>${link(dashboard, texts.action, 'display:inline-block;padding:10px 18px;background:#b3124a;color:#fff;text-decoration:none;border-radius:6px')}</p>`,
    `<hr style="border:none;border-top:1px solid #ddd"><p style="font-size:12px;color:#777">${escapeHtml(texts.footer)}</p>`,
  ].join('\n');
  const subject = oneLine(texts.subject);
  return {
    subject,
    text,
    html: `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,sans-serif;line-height:1.5;color:#222">\n${body}\n</body></html>`,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
