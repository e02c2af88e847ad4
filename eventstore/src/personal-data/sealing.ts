import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** How a sealed value is stored inside an event's data: AES-256-GCM, base64 parts. */
export interface SealedValue {
  $sealed: 1;
  subject: string;
  iv: string;
  tag: string;
  data: string;
}

export const isSealed = (v: unknown): v is SealedValue => typeof v === 'object' && v !== null && (v as { $sealed?: unknown }).$sealed === 1;

export function seal(subject: string, key: Buffer, value: unknown): SealedValue {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  // The subject is bound as associated data, so a sealed value cannot be moved to another person.
  cipher.setAAD(Buffer.from(subject));
  const data = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return { $sealed: 1, subject, iv: iv.toString('base64'), tag: cipher.getAuthTag().toString('base64'), data: data.toString('base64') };
}

export function unseal(sealed: SealedValue, key: Buffer): unknown {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'));
  decipher.setAAD(Buffer.from(sealed.subject));
  decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
  const plain = Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64')), decipher.final()]);
  return JSON.parse(plain.toString('utf8'));
}
