import { randomBytes } from 'node:crypto';
import { CONTACT_FORM_MAX_AGE_MS, CONTACT_FORM_MIN_AGE_MS, ContactFormToken } from '@anonse/contracts';
import { KeyedHash } from '#api/platform/infra/secret-key';
import { checkFormToken, issueFormToken } from './form-token';

describe('contact form token', () => {
  const keys = new KeyedHash(randomBytes(32));
  const issued = new Date('2026-03-02T10:00:00.000Z');
  const at = (ms: number) => new Date(issued.getTime() + ms);

  it('is shaped as the contract wants, and names the same nonce when read back in time', () => {
    const token = issueFormToken(keys, issued, 'ab'.repeat(16));
    expect(ContactFormToken.safeParse(token).success).toBe(true);
    expect(checkFormToken(keys, token, at(CONTACT_FORM_MIN_AGE_MS))).toEqual({ status: 'valid', nonce: 'ab'.repeat(16) });
    expect(checkFormToken(keys, token, at(CONTACT_FORM_MAX_AGE_MS))).toEqual({ status: 'valid', nonce: 'ab'.repeat(16) });
  });

  it('tells a form sent too fast from one open too long', () => {
    const token = issueFormToken(keys, issued);
    expect(checkFormToken(keys, token, at(0))).toEqual({ status: 'tooFast' });
    expect(checkFormToken(keys, token, at(CONTACT_FORM_MIN_AGE_MS - 1))).toEqual({ status: 'tooFast' });
    expect(checkFormToken(keys, token, at(CONTACT_FORM_MAX_AGE_MS + 1))).toEqual({ status: 'expired' });
  });

  it('refuses a token another secret signed, a changed time, and one from the future', () => {
    const token = issueFormToken(keys, issued);
    expect(checkFormToken(new KeyedHash(randomBytes(32)), token, at(10_000))).toEqual({ status: 'forged' });
    // Moving the time back to make an old form look fresh breaks the signature.
    const [, nonce, mac] = token.split('.');
    expect(checkFormToken(keys, `${issued.getTime() + 60_000}.${nonce}.${mac}`, at(70_000))).toEqual({ status: 'forged' });
    expect(checkFormToken(keys, issueFormToken(keys, at(60_000)), at(0))).toEqual({ status: 'forged' });
  });
});
