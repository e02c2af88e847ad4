import { findPhoneNumbersInText } from 'libphonenumber-js';
import { find as findLinks } from 'linkifyjs';
import type { ContactFlag, ScamFlag } from '@anonse/contracts';
import { digitsOf, foldDiacritics } from './spelled-digits';

export interface ContentFlags {
  contact: ContactFlag[];
  scam: ScamFlag[];
}

/** Hosts of messengers: a link to one moves the conversation off the site, where nobody can report it. */
const MESSENGER_HOSTS = [
  'wa.me',
  'whatsapp.com',
  't.me',
  'telegram.me',
  'telegram.dog',
  'signal.me',
  'signal.group',
  'm.me',
  'messenger.com',
  'viber.com',
  'threema.id',
  'discord.gg',
  'discord.com',
  'snapchat.com',
  'kik.me',
  'line.me',
];
/** A messenger named in words ("pisz na whatsapp", "my telegram is…"). */
const MESSENGER_WORDS = /\b(whats ?app|watsap|wats ?up|telegram|signal|viber|threema|snapchat|discord|messenger)\b/;

/**
 * Asking for money before meeting: the scams reported on such sites. Stems match the Polish inflections
 * ("zaliczkę", "zaliczki"); text is folded to lower case without diacritics first.
 */
const SCAM_PATTERNS: Readonly<Record<ScamFlag, RegExp>> = {
  deposit:
    /\b(zaliczk\w*|przedplat\w*|zadat\w*|kaucj\w*|oplat\w* (rezerwacyjn|z gory)\w*|platnosc z gory|deposit|prepay\w*|pay (in )?advance|upfront|advance payment|booking fee)/,
  'gift-card':
    /\b(paysafe ?card\w*|psc|kod\w* (z )?(blik|paysafe)\w*|blik\w* kod\w*|blik codes?|codes? (from )?blik|kart\w* podarunkow\w*|gift ?cards?|google play (card|kod)\w*|steam (card|kart)\w*|apple (gift )?card|itunes)/,
  crypto:
    /\b(bitcoin\w*|btc|usdt|tether|ethereum|krypto\w*|crypto\w*|binance|litecoin|monero|xmr|portfel\w* (krypto|btc)\w*|wallet address)\b/,
};

const hostOf = (href: string): string => {
  try {
    return new URL(href).hostname.replace(/^www\./, '').toLowerCase();
  } catch {
    return '';
  }
};
const isMessengerHost = (host: string) => MESSENGER_HOSTS.some((h) => host === h || host.endsWith(`.${h}`));

/**
 * What a message holds that the site treats with care: contact details (shown as plain text in a request, refused
 * from a new account) and requests for money up front (flagged for the reader and for moderators). Pure and cheap:
 * it runs on every message.
 */
export function filterContent(text: string): ContentFlags {
  const contact = new Set<ContactFlag>();
  const scam = new Set<ScamFlag>();
  const folded = foldDiacritics(text);

  for (const link of findLinks(text)) {
    if (link.type === 'email') contact.add('email');
    else if (link.type === 'url') contact.add(isMessengerHost(hostOf(link.href)) ? 'messenger' : 'link');
  }
  // "viber://", "tg://", "whatsapp://" are not links to linkify.
  if (/\b(viber|tg|whatsapp|sgnl|signal):\/\//.test(folded) || MESSENGER_WORDS.test(folded)) contact.add('messenger');
  // An address with " at " / "(at)" / " małpa " instead of @.
  if (/\b[\w.+-]+\s*(\(at\)|\[at\]|\s(at|malpa)\s)\s*[\w-]+\s*(\.|\(dot\)|\s(dot|kropka)\s)\s*[a-z]{2,}\b/.test(folded))
    contact.add('email');

  if (findPhoneNumbersInText(digitsOf(text), 'PL').length > 0) contact.add('phone');

  for (const flag of Object.keys(SCAM_PATTERNS) as ScamFlag[]) if (SCAM_PATTERNS[flag].test(folded)) scam.add(flag);
  return { contact: [...contact].sort(), scam: [...scam].sort() };
}
