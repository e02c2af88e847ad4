import { createHash, randomBytes, randomUUID } from 'node:crypto';

/** Namespace of every name-based id this service derives (a fixed random UUID, RFC 9562 § 5.5). */
const NAMESPACE = Buffer.from('6f1d5b0e8c2a4e7b9a3f0d4c2b1e7a95', 'hex');

/** RFC 9562 version-5 UUID of `name`: the same name always gives the same id. */
export function uuidV5(name: string): string {
  const hash = createHash('sha1').update(NAMESPACE).update(name, 'utf8').digest();
  const b = hash.subarray(0, 16);
  b[6] = (b[6]! & 0x0f) | 0x50;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = b.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const newId = (): string => randomUUID();

/** An opaque token with `bytes` of entropy, URL-safe. */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

export const sha256 = (value: string): string => createHash('sha256').update(value, 'utf8').digest('hex');

/** A stable JSON text (sorted keys) so equal payloads hash equally. */
export function stableJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
}
