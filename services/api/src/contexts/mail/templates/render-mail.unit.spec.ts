import { LOCALES, MAIL_TEMPLATES, MailContent, type Locale } from '@anonse/contracts';
import { z } from 'zod';
import { MAIL_TEXTS } from './mail-texts';
import { renderMail, type MailLinks } from './render-mail';

const links: MailLinks = {
  origin: 'https://anonse.example',
  tokenOf: (accountId, requestId) => `token-${accountId}-${requestId}`,
  unsubscribeTokenOf: (accountId, searchId) => `unsubscribe-${accountId}-${searchId}`,
  messageNoticeUnsubscribeTokenOf: (accountId) => `stop-notices-${accountId}`,
  forumDigestUnsubscribeTokenOf: (accountId) => `stop-forum-${accountId}`,
};

/** A value for a parameter the contracts give a template, recognisable in the output (a list: one item of it). */
function sampleValue(name: string, schema: z.ZodType): unknown {
  if (schema instanceof z.ZodArray) return [sampleValue(name, schema.element as z.ZodType)];
  if (schema instanceof z.ZodObject)
    return Object.fromEntries(Object.entries(schema.shape).map(([key, inner]) => [key, sampleValue(key, inner as z.ZodType)]));
  if (schema instanceof z.ZodNumber) return 7;
  if (schema instanceof z.ZodBoolean) return false;
  return name === 'expiresAt' ? '2026-03-14T15:30:00.000Z' : `${name}-value`;
}

/** A value for every parameter the contracts give the template, each one recognisable in the output. */
function sampleOf(template: (typeof MAIL_TEMPLATES)[number]): MailContent {
  const option = MailContent.options.find((o) => o.shape.template.value === template)!;
  return MailContent.parse({ template, params: sampleValue('params', option.shape.params) });
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!);

describe.each(LOCALES as readonly Locale[])('every e-mail in %s', (locale) => {
  it.each(MAIL_TEMPLATES)('%s: a subject, the same words in text and HTML, no placeholder or undefined left', (template) => {
    const content = sampleOf(template);
    const mail = renderMail(content, locale, links);
    expect(mail.subject.trim()).not.toBe('');
    for (const [part, body] of Object.entries(mail)) {
      expect([part, body]).not.toEqual([part, expect.stringContaining('{{')]);
      expect([part, body]).not.toEqual([part, expect.stringMatching(/undefined|null|NaN|\[object /)]);
    }
    // Every parameter a template names is one the contracts give it (a misspelt one would render empty, silently),
    // and every value given reaches the reader (the date in words).
    const texts = MAIL_TEXTS[locale][template];
    const named = [texts.subject, texts.greeting, ...texts.paragraphs, texts.action, texts.footer].flatMap(placeholders);
    expect(named.filter((name) => !(name in content.params))).toEqual([]);
    for (const name of named.filter((n) => n !== 'expiresAt')) {
      expect(mail.text).toContain(`${name}-value`);
      expect(mail.html).toContain(`${name}-value`);
    }
    if (named.includes('expiresAt')) expect(mail.text).toMatch(locale === 'pl' ? /14 marca 2026/ : /14 March 2026/);
    expect(mail.html).toMatch(new RegExp(`^<!doctype html><html lang="${locale}">`));
    expect(mail.text).toContain('https://anonse.example/');
  });
});

it('escapes what a person typed in HTML and keeps the subject to one line', () => {
  const mail = renderMail(
    { template: 'adRejected', params: { adId: 'a1', title: 'Tytuł\r\nBcc: x@y <b>', reason: '<script>alert(1)</script>' } },
    'pl',
    links,
  );
  expect(mail.subject).not.toMatch(/[\r\n]/);
  expect(mail.html).not.toContain('<script>');
  expect(mail.html).toContain('&lt;script&gt;');
});

it('a message notice names who wrote and the ad, links the conversation, and offers the one-click unsubscribe', () => {
  const params = { accountId: 'b1', conversationId: 'c1', sender: 'Ola <b>', adTitle: 'Kasia z Krakowa' };
  const pl = renderMail({ template: 'messageNotice', params }, 'pl', links);
  expect(pl.subject).toBe('Nowa wiadomość od Ola <b> w anonse');
  expect(pl.text).toContain('Rozmowa dotyczy ogłoszenia „Kasia z Krakowa”.');
  expect(pl.text).toContain('https://anonse.example/dashboard/wiadomosci/?c=c1');
  expect(pl.html).toContain('Ola &lt;b&gt;');
  expect(pl.text).toContain('https://anonse.example/wiadomosci/wypisz/?token=stop-notices-b1');
  expect(pl.headers).toEqual({
    'List-Unsubscribe': '<https://anonse.example/api/account/message-settings/unsubscribe?token=stop-notices-b1>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  });
  const en = renderMail({ template: 'messageNotice', params: { ...params, adTitle: null } }, 'en', links);
  expect(en.text).toContain('you have a new message from Ola <b>.');
  expect(en.text).toContain('https://anonse.example/en/dashboard/messages/?c=c1');
  expect(en.text).not.toContain('about the ad');
});

it('a forum digest lists each topic with its new posts, links the first of them, and offers the one-click unsubscribe', () => {
  const params = {
    accountId: 'b1',
    day: '2026-04-01',
    topics: [
      { slug: 'bezpieczenstwo', title: 'Bezpieczeństwo <b>', newTopic: false, posts: 3, number: 21 },
      { slug: 'nowy', title: 'Nowy', newTopic: true, posts: 1, number: 1 },
    ],
  };
  const pl = renderMail({ template: 'forumDigest', params }, 'pl', links);
  expect(pl.text).toContain('- „Bezpieczeństwo <b>”: nowe wpisy (3): https://anonse.example/forum/temat/bezpieczenstwo/?after=20#post-21');
  expect(pl.text).toContain('- Nowy temat: „Nowy”: https://anonse.example/forum/temat/nowy/#post-1');
  expect(pl.html).toContain('Bezpieczeństwo &lt;b&gt;');
  expect(pl.text).toContain('https://anonse.example/forum/wypisz/?token=stop-forum-b1');
  expect(pl.text).toContain('https://anonse.example/dashboard/obserwowane/');
  expect(pl.headers).toEqual({
    'List-Unsubscribe': '<https://anonse.example/api/forum-follows/unsubscribe?token=stop-forum-b1>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  });
  const en = renderMail({ template: 'forumDigest', params }, 'en', links);
  expect(en.text).toContain('“Bezpieczeństwo <b>”: new posts (3): https://anonse.example/en/forum/topic/bezpieczenstwo/?after=20#post-21');
  expect(en.text).toContain('https://anonse.example/en/forum/unsubscribe/?token=stop-forum-b1');
});
