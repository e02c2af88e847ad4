import { randomInt, timingSafeEqual } from 'node:crypto';

/** A fresh 6-digit code, uniform (leading zeros kept). */
export const newPhoneCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * What is hashed (keyed, under SECRET_KEY: a million codes are enumerated in no time, so a plain hash would be as good
 * as the code) to store a code: bound to its challenge, so an old code's hash says nothing about a new one.
 */
export const phoneCodeMaterial = (challengeId: string, code: string): string => `${challengeId}:${code}`;

/** Constant-time: how many leading characters of a guess matched must not show in the answer's timing. */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}
