import { randomBytes } from 'node:crypto';
import { isSealed, seal, unseal } from './sealing';

describe('sealing personal data', () => {
  const key = randomBytes(32);

  it('round-trips any JSON value and hides the plaintext', () => {
    const value = { phone: '+48 600 100 200', title: 'Anna, Kraków' };
    const sealed = seal('person-1', key, value);
    expect(isSealed(sealed)).toBe(true);
    expect(JSON.stringify(sealed)).not.toContain('600 100 200');
    expect(unseal(sealed, key)).toEqual(value);
  });

  it('cannot be read with another key', () => {
    const sealed = seal('person-1', key, 'secret');
    expect(() => unseal(sealed, randomBytes(32))).toThrow();
  });

  it('is bound to its subject: moving it to another person fails', () => {
    const sealed = seal('person-1', key, 'secret');
    expect(() => unseal({ ...sealed, subject: 'person-2' }, key)).toThrow();
  });

  it('detects tampering', () => {
    const sealed = seal('person-1', key, 'secret');
    const data = Buffer.from(sealed.data, 'base64');
    data[0] = data[0]! ^ 0xff;
    expect(() => unseal({ ...sealed, data: data.toString('base64') }, key)).toThrow();
  });
});
