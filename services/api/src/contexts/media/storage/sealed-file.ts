import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Format marker and version of a sealed private file (verification photos, photos in messages): `AVF1` | iv (12) |
 * tag (16) | ciphertext. The marker keeps the name of its first user so that files stored before still open.
 */
const MAGIC = Buffer.from('AVF1');
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM with the file's storage key bound as associated data: a sealed file copied under another name (or
 * another attempt's) fails to open instead of showing someone else's photo.
 */
export function sealFile(key: Buffer, fileKey: string, plain: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(fileKey));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([MAGIC, iv, cipher.getAuthTag(), body]);
}

/** The plain bytes, or null when the file is not one of ours or was tampered with. */
export function openFile(key: Buffer, fileKey: string, sealed: Buffer): Buffer | null {
  if (sealed.length < MAGIC.length + IV_BYTES + TAG_BYTES || !sealed.subarray(0, MAGIC.length).equals(MAGIC)) return null;
  const iv = sealed.subarray(MAGIC.length, MAGIC.length + IV_BYTES);
  const tag = sealed.subarray(MAGIC.length + IV_BYTES, MAGIC.length + IV_BYTES + TAG_BYTES);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAAD(Buffer.from(fileKey));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed.subarray(MAGIC.length + IV_BYTES + TAG_BYTES)), decipher.final()]);
  } catch {
    return null;
  }
}
