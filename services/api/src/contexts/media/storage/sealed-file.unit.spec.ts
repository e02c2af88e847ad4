import { randomBytes } from 'node:crypto';
import { openFile, sealFile } from './sealed-file';

describe('sealed private files', () => {
  const key = randomBytes(32);
  const plain = Buffer.from('\xff\xd8 a photo of a card with a login and a date');

  it('round-trips and hides the bytes', () => {
    const sealed = sealFile(key, 'private/verification/a', plain);
    expect(sealed.includes(plain.subarray(3))).toBe(false);
    expect(openFile(key, 'private/verification/a', sealed)).toEqual(plain);
  });
  it('cannot be opened with another key, under another name, or tampered with', () => {
    const sealed = sealFile(key, 'private/verification/a', plain);
    expect(openFile(randomBytes(32), 'private/verification/a', sealed)).toBeNull();
    expect(openFile(key, 'private/verification/b', sealed)).toBeNull();
    const bent = Buffer.from(sealed);
    bent[bent.length - 1] ^= 1;
    expect(openFile(key, 'private/verification/a', bent)).toBeNull();
    expect(openFile(key, 'private/verification/a', Buffer.from('AVF1'))).toBeNull();
  });
});
