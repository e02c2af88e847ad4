import { randomBytes } from 'node:crypto';
import { CONTACT_FORM_MAX_AGE_MS, CONTACT_FORM_MIN_AGE_MS } from '@anonse/contracts';
import { sameSecret } from '#api/platform/http/csrf-token';
import type { KeyedHash } from '#api/platform/infra/secret-key';

const PURPOSE = 'contact-form';

/**
 * The token a contact form is rendered with: `{issuedAt ms}.{nonce}.{HMAC of both under the server secret}`. Nothing
 * is stored: the HMAC proves the server issued it and when, the nonce names the message the form makes.
 */
export function issueFormToken(keyedHash: Pick<KeyedHash, 'hex'>, now: Date, nonce: string = randomBytes(16).toString('hex')): string {
  const issuedAt = String(now.getTime()).padStart(13, '0');
  return `${issuedAt}.${nonce}.${keyedHash.hex(PURPOSE, `${issuedAt}|${nonce}`)}`;
}

export type FormTokenCheck = { status: 'valid'; nonce: string } | { status: 'tooFast' | 'expired' | 'forged' };

/**
 * Reads a token already shaped as ContactFormToken wants. `tooFast`: sent sooner than a person can fill the form
 * (a script; dropped in silence). `expired`: open too long (told, with a fresh form). A token from the future counts
 * as forged: only a forged or replayed-across-clocks token could be.
 */
export function checkFormToken(keyedHash: Pick<KeyedHash, 'hex'>, token: string, now: Date): FormTokenCheck {
  const [issuedAt, nonce, mac] = token.split('.');
  if (!issuedAt || !nonce || !mac || !sameSecret(mac, keyedHash.hex(PURPOSE, `${issuedAt}|${nonce}`))) return { status: 'forged' };
  const age = now.getTime() - Number(issuedAt);
  if (age < 0) return { status: 'forged' };
  if (age < CONTACT_FORM_MIN_AGE_MS) return { status: 'tooFast' };
  if (age > CONTACT_FORM_MAX_AGE_MS) return { status: 'expired' };
  return { status: 'valid', nonce };
}
